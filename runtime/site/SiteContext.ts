import { createContext, useContext } from 'react';
import type { SiteConfig } from '../config/SiteConfig';

export const SiteContext = createContext<SiteConfig | null>(null);

/** The market the page belongs to. Components read config (paths, locale, flags) from here. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside a site page');
  return site;
}
