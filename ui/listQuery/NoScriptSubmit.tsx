/**
 * A submit button for a list's form that only visitors without JavaScript see: with it, changes
 * apply as they are made, so the button would be one click too many (and would appear, then vanish, at
 * hydration if it were hidden then rather than by `<noscript>`).
 */
import type { ReactNode } from 'react';
import { ListButton } from './ListButton';

export function NoScriptSubmit({ form, children }: { form: string; children: ReactNode }) {
  return (
    <noscript>
      <ListButton type="submit" form={form}>
        {children}
      </ListButton>
    </noscript>
  );
}
