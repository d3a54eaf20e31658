/**
 * Choices a visitor makes in the static page's form before React has taken it over (a sort picked in
 * the first half second, a checkbox ticked) are in the DOM only: React hydrates over them and its next
 * render would put back the values it rendered. The form is read in the hydrating commit, before any
 * re-render, and what differs from the rendered state is applied once the list follows the URL (applied
 * earlier, the list's first look at the URL would take it for a foreign URL and undo it).
 */
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useSite } from '../../runtime';
import { carListFormState, carListQueryString, type CarListState } from '../../ui';

type Choice = Pick<CarListState, 'filters' | 'sortName'>;

export function useChoicesBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  list: { state: CarListState; hydrated: boolean; change: (next: CarListState) => void },
) {
  const site = useSite();
  const chosen = useRef<Choice | null>(null);

  const readForm = useEffectEvent((): Choice | null => {
    if (!form.current) return null;
    const shown = carListFormState(form.current, list.state, site);
    // The keyphrase box only keeps its text (CarListToolbar): typed is not searched for until submitted.
    const choice = { filters: shown.filters, sortName: shown.sortName };
    const changed =
      carListQueryString({ ...list.state, ...choice }, site) !== carListQueryString(list.state, site);
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
