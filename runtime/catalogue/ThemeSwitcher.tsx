/**
 * The catalogue's theme switcher: one plain link per market (the `theme` query), each with its primary
 * colour, the chosen one marked. Links, not a select, so it works before and without JavaScript; on a
 * phone they sit behind a disclosure that names the chosen theme.
 */
import Box from '@mui/material/Box';
import { type CatalogueLinkState, catalogueHref } from './catalogueLinks';
import type { CatalogueTheme } from './catalogueProps';
import { catalogueColours } from './catalogueTheme';

function Swatch({ theme }: { theme: CatalogueTheme }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: theme.primary,
        boxShadow: `0 0 0 2px ${theme.background}`,
        flexShrink: 0,
      }}
    />
  );
}

function ThemeLinks({
  themes,
  state,
  component,
}: {
  themes: readonly CatalogueTheme[];
  state: CatalogueLinkState;
  component: string | undefined;
}) {
  return (
    <Box component="nav" aria-label="Theme">
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {themes.map((theme) => {
          const current = theme.site === state.theme;
          return (
            <li key={theme.site}>
              <Box
                component="a"
                href={catalogueHref({ ...state, theme: theme.site }, component)}
                aria-current={current ? 'true' : undefined}
                title={`${theme.site} (${theme.language})`}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 999,
                  border: 1,
                  borderColor: current ? catalogueColours.barText : 'rgba(248, 250, 252, 0.28)',
                  bgcolor: current ? catalogueColours.barText : 'transparent',
                  color: current ? catalogueColours.ink : catalogueColours.barText,
                  fontSize: '0.8125rem',
                  fontWeight: current ? 700 : 500,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  '&:hover': { borderColor: catalogueColours.barText },
                  '&:focus-visible': { outline: `2px solid ${catalogueColours.barText}`, outlineOffset: 2 },
                }}
              >
                <Swatch theme={theme} />
                {theme.site}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

export function ThemeSwitcher({
  themes,
  state,
  component,
}: {
  themes: readonly CatalogueTheme[];
  state: CatalogueLinkState;
  /** The component page the links stay on; none: the overview. */
  component?: string;
}) {
  const chosen = themes.find((theme) => theme.site === state.theme);
  const links = <ThemeLinks themes={themes} state={state} component={component} />;
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
        <Box component="span" sx={{ fontSize: '0.75rem', opacity: 0.75 }}>
          Theme
        </Box>
        {links}
      </Box>
      <Box
        component="details"
        sx={{
          display: { md: 'none' },
          '& > summary': {
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            cursor: 'pointer',
            fontSize: '0.8125rem',
            '&:focus-visible': { outline: `2px solid ${catalogueColours.barText}`, outlineOffset: 2 },
          },
        }}
      >
        <summary>
          <Box component="span" sx={{ opacity: 0.75 }}>
            Theme
          </Box>
          {chosen && <Swatch theme={chosen} />}
          <Box component="span" sx={{ fontWeight: 700 }}>
            {state.theme}
          </Box>
        </summary>
        <Box sx={{ pt: 1.25 }}>{links}</Box>
      </Box>
    </>
  );
}
