import { useSyncExternalStore } from 'react';
import { pushToDataLayer } from '../../runtime';
import { KeyphraseSearchForm } from '../../ui';
import styles from './HeroBanner.module.css';
import { useHeroText } from './heroTexts';

const DESKTOP_QUERY = '(min-width: 640px)';

/** The desktop width's media query; jsdom and old browsers lack matchMedia, and are treated as phones. */
const desktopQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : undefined;

function subscribeToWidth(onChange: () => void): () => void {
  const query = desktopQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** False on the server and during hydration (the phone text), then the viewport's: no hydration mismatch. */
function useDesktopWidth(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => desktopQuery()?.matches ?? false,
    () => false,
  );
}

interface HeroSearchProps {
  searchUrl: string;
  placeholderPhone: string;
  placeholderDesktop: string;
}

/** The hero's search field: white on the picture, with a clear button, reporting each search (spec 000 §7). */
export function HeroSearch({ searchUrl, placeholderPhone, placeholderDesktop }: HeroSearchProps) {
  const text = useHeroText();
  const desktop = useDesktopWidth();
  const placeholder = desktop
    ? placeholderDesktop || placeholderPhone
    : placeholderPhone || placeholderDesktop;

  return (
    <KeyphraseSearchForm
      searchUrl={searchUrl}
      label={placeholderDesktop || placeholderPhone || text('heroSearch')}
      placeholder={placeholder}
      submitText={text('heroSearch')}
      onSearch={(term) => pushToDataLayer({ event: 'search', search_type: 'start page', search_term: term })}
      clearLabel={text('heroClear')}
      icon="button"
      className={styles.search}
      inputClassName={styles.searchField}
      buttonProps={{ className: styles.searchButton }}
    />
  );
}
