/**
 * Links to the current page in each language it exists in (spec 000 §5: only with more than one).
 * Plain links, not client-side navigation: another language is another dictionary and page data.
 */
import Box from '@mui/material/Box';
import { Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import { DesktopDropdown } from './DesktopDropdown';
import type { NavigationLanguage } from './navigationModel';
import { focusVisibleSx, topItemSx } from './navigationStyles';
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
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(variant === 'inline' ? { display: 'flex', flexWrap: 'wrap', gap: 1 } : {}),
      }}
    >
      {languages.map((language) => {
        const isCurrent = sameLanguage(language.name, current);
        return (
          <li key={language.name}>
            <Box
              component="a"
              href={localisedPath(site, language.name, routePath)}
              hrefLang={language.name}
              lang={language.name}
              aria-current={isCurrent ? 'true' : undefined}
              sx={[
                {
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: isCurrent ? 600 : 400,
                  ...focusVisibleSx,
                },
                variant === 'panel'
                  ? { px: 2.5, py: 1.25, '&:hover': { bgcolor: 'action.hover' } }
                  : {
                      px: 2,
                      py: 1,
                      border: 1,
                      borderRadius: 99,
                      borderColor: isCurrent ? 'text.primary' : 'divider',
                    },
              ]}
            >
              {language.nativeName}
              {isCurrent && variant === 'panel' && <Icon name="Check" size={16} />}
            </Box>
          </li>
        );
      })}
    </Box>
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
      triggerSx={topItemSx}
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
      <Box
        component="h3"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          m: 0,
          mb: 1.5,
          fontSize: '0.875rem',
          fontWeight: 600,
        }}
      >
        <Icon name="Globe" size={18} />
        {text('navLanguage')}
      </Box>
      <LanguageLinks languages={languages} routePath={routePath} variant="inline" />
    </div>
  );
}
