/**
 * Links to the current page in each language it exists in (spec 000 §5: only with more than one).
 * Plain links, not client-side navigation: another language is another dictionary and page data.
 */
import { classNames, Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import { DesktopDropdown } from './DesktopDropdown';
import styles from './Navigation.module.css';
import type { NavigationLanguage } from './navigationModel';
import { useNavText } from './navigationTexts';

interface LanguageSwitcherProps {
  languages: NavigationLanguage[];
  routePath: string;
}

const shortCode = (code: string) => (code.split('-')[0] ?? code).toUpperCase();
const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function LanguageLinks({
  languages,
  routePath,
  variant,
}: LanguageSwitcherProps & { variant: 'panel' | 'inline' }) {
  const site = useSite();
  const current = usePageLanguage();
  return (
    <ul className={classNames(styles.languages, variant === 'inline' && styles.languagesInline)}>
      {languages.map((language) => {
        const isCurrent = sameLanguage(language.name, current);
        return (
          <li key={language.name}>
            <a
              href={localisedPath(site, language.name, routePath)}
              hrefLang={language.name}
              lang={language.name}
              aria-current={isCurrent ? 'true' : undefined}
              className={classNames(
                styles.language,
                styles.focusRing,
                variant === 'panel' ? styles.languagePanel : styles.languageChip,
              )}
            >
              {language.nativeName}
              {isCurrent && variant === 'panel' && <Icon name="Check" size={16} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Desktop: a globe button with the current language's code, opening the list. */
export function DesktopLanguageSwitcher({ languages, routePath }: LanguageSwitcherProps) {
  const text = useNavText();
  const current = usePageLanguage();
  if (languages.length < 2) return null;
  const currentName =
    languages.find((language) => sameLanguage(language.name, current))?.nativeName ?? current;
  return (
    <DesktopDropdown
      variant="compact"
      label={
        <>
          <Icon name="Globe" size={18} />
          {shortCode(current)}
        </>
      }
      triggerLabel={`${text('navLanguage')}: ${currentName}`}
    >
      <LanguageLinks languages={languages} routePath={routePath} variant="panel" />
    </DesktopDropdown>
  );
}

/** Mobile menu: the languages as a row of links under a heading. */
export function MobileLanguageSwitcher({ languages, routePath }: LanguageSwitcherProps) {
  const text = useNavText();
  if (languages.length < 2) return null;
  return (
    <div>
      <h3 className={styles.languageHeading}>
        <Icon name="Globe" size={18} />
        {text('navLanguage')}
      </h3>
      <LanguageLinks languages={languages} routePath={routePath} variant="inline" />
    </div>
  );
}
