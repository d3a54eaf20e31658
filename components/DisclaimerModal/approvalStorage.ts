/**
 * The remembered approval. localStorage, because the choice only matters in this browser and should outlast
 * the session: the server never needs it (pages are static, the same HTML for everyone, so a cookie would only
 * travel with every request for nothing), and sessionStorage would ask again on every visit.
 * Storage can be unavailable (blocked, private modes, quota): then nothing is remembered and the dialog asks
 * again next time, which errs on the side of consent.
 */
import { atomWithPlainTextStorage } from '../../ui';

const APPROVED = 'approved';

/**
 * `unread` on the server and in the hydrating render (static pages cannot know a visitor's choice), then
 * what storage says: `approved`, or `unanswered` for anything else.
 */
export type Approval = typeof APPROVED | 'unanswered' | 'unread';

/**
 * The approval stored under `disclaimer:<name>`. Approval in another tab (a `storage` event) changes it
 * here too.
 */
export const approvalAtom = (name: string) =>
  atomWithPlainTextStorage<Approval>(`disclaimer:${name}`, 'unread', {
    area: 'localStorage',
    parse: (text) => (text === APPROVED ? APPROVED : 'unanswered'),
    unstoredLasts: 'mount',
  });
