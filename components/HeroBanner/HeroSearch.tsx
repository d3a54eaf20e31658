import { pushToDataLayer } from '../../runtime';
import { KeyphraseSearchForm, useMediaQuery } from '../../ui';
import styles from './HeroBanner.module.css';
import { useHeroText } from './heroTexts';

/** The desktop width: the phone text until then, and on the server and during hydration. */
const DESKTOP_QUERY = '(min-width: 640px)';

interface HeroSearchProps {
  searchUrl: string;
  placeholderPhone: string;
  placeholderDesktop: string;
}

/** The hero's search field: white on the picture, with a clear button, reporting each search (spec 000 §7). */
export function HeroSearch({ searchUrl, placeholderPhone, placeholderDesktop }: HeroSearchProps) {
  const text = useHeroText();
  const desktop = useMediaQuery(DESKTOP_QUERY);
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
