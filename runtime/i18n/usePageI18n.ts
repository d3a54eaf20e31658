/**
 * The page's i18next instance, from the provider `SiteProviders` puts around every page. The runtime and
 * components read texts through it rather than through react-i18next's `useTranslation`, which copies the
 * instance's own properties into a new wrapper object on each component's first render (react-i18next
 * 17): a car page renders some hundred components that look up texts, and those copies were about 7 ms
 * of every server render, and again of the browser's hydration. A page's language and dictionary never
 * change while it is shown (a new page brings a new instance), so nothing needs the hook's re-renders.
 */
import type { i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export function usePageI18n(): i18n {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance)
    throw new Error('No page dictionary here: render inside SiteProviders (runtime/page/SiteApp.tsx)');
  return instance;
}
