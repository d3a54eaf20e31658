/**
 * Choices a visitor makes in the static page's form before React has taken it over (a sort picked in
 * the first half second, a checkbox ticked) are in the DOM only: React hydrates over them and its next
 * render would put back the values it rendered. The form is read in the hydrating commit, before any
 * re-render, and what differs from the rendered state is applied once the list follows the URL (applied
 * earlier, the list's first look at the URL would take it for a foreign URL and undo it).
 */
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { listFormState } from './listQueryForm';
import type { ListQueryConfig, ListQueryState } from './listQueryState';
import { listQueryString } from './listQueryUrl';

type Choice = Pick<ListQueryState, 'filters' | 'sortName'>;

export function useChoicesBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  list: { state: ListQueryState; hydrated: boolean; change: (next: ListQueryState) => void },
  config: ListQueryConfig,
) {
  const chosen = useRef<Choice | null>(null);

  const readForm = useEffectEvent((): Choice | null => {
    if (!form.current) return null;
    const shown = listFormState(form.current, list.state, config);
    // The keyphrase box only keeps its text (the car list's CarListToolbar): typed is not searched for until submitted.
    const choice = { filters: shown.filters, sortName: shown.sortName };
    const changed =
      listQueryString({ ...list.state, ...choice }, config) !== listQueryString(list.state, config);
    return changed ? choice : null;
  });
  useLayoutEffect(() => {
    chosen.current = readForm();
  }, []);

  const apply = useEffectEvent((choice: Choice) => list.change({ ...list.state, ...choice }));
  useEffect(() => {
    const choice = chosen.current;
    if (!list.hydrated || !choice) return;
    chosen.current = null;
    apply(choice);
  }, [list.hydrated]);
}
