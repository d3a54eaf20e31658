/**
 * A list's form (the car list's, the kit catalogue's): the keyphrase box, the sort select and the filter
 * checkboxes submit `GET` to the list's own URL with the parameter names of its URL state, so a choice works before hydration and
 * without JavaScript, and a form's values read as a state the same way a URL does.
 */
import { type ListQueryConfig, type ListQueryState, normaliseFilters } from './listQueryState';
import { parseListQuery } from './listQueryUrl';

/**
 * The state the form's controls show, over `state`: the keyphrase box, the sort, and the filter fields
 * that have checkboxes in the form. Filters without a control there (a range, a section not rendered)
 * stay as `state` has them, and so does the page.
 */
export function listFormState(
  form: HTMLFormElement,
  state: ListQueryState,
  config: ListQueryConfig,
): ListQueryState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  const shown = parseListQuery(params.toString(), config);
  const controlled = new Set(Array.from(form.elements, (element) => element.getAttribute('name')));
  const kept = Object.entries(state.filters).filter(([field]) => !controlled.has(field));
  return {
    ...shown,
    filters: normaliseFilters({ ...Object.fromEntries(kept), ...shown.filters }, config),
    page: state.page,
  };
}
