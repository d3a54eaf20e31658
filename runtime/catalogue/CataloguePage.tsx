/**
 * The component catalogue page (pages/_catalogue): a developer's tool in its own look (catalogueTheme.ts)
 * with a bar holding the theme switcher, the list of components (beside the content on wide screens,
 * behind a disclosure below 1536px, so that examples get the whole width their media queries assume) and
 * either the overview or one component's sheet. The examples inside are drawn in the
 * chosen market's theme. Plain links throughout: it works without JavaScript.
 */
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { EmotionScope } from '../theme/MuiScope';
import type { ComponentFactory } from '@sitecore-jss/sitecore-jss-nextjs';
import Head from 'next/head';
import { isRenderingIsolated } from '../layout/renderingIsolation';
import { type CatalogueLinkState, catalogueHref } from './catalogueLinks';
import type { CatalogueComponentSummary, CataloguePageProps } from './catalogueProps';
import { catalogueColours, catalogueTheme, MONOSPACE } from './catalogueTheme';
import { CatalogueOverview } from './CatalogueOverview';
import { ComponentSheet } from './ComponentSheet';
import { ThemeSwitcher } from './ThemeSwitcher';

export interface CataloguePageComponentProps extends CataloguePageProps {
  /** The registry's components (`createComponentFactory(registryComponents)`), handed in by `pages/`. */
  componentFactory: ComponentFactory;
}

function ComponentList({
  components,
  current,
  state,
}: {
  components: readonly CatalogueComponentSummary[];
  current: string | undefined;
  state: CatalogueLinkState;
}) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {components.map((component) => {
        const here = component.name === current;
        return (
          <li key={component.name}>
            <Box
              component="a"
              href={catalogueHref(state, component.name)}
              aria-current={here ? 'page' : undefined}
              sx={{
                display: 'block',
                px: 1.5,
                py: 0.625,
                borderRadius: 1,
                fontFamily: MONOSPACE,
                fontSize: '0.8125rem',
                color: here ? catalogueColours.accent : catalogueColours.ink,
                bgcolor: here ? catalogueColours.accentSoft : 'transparent',
                fontWeight: here ? 700 : 400,
                textDecoration: 'none',
                '&:hover': { bgcolor: here ? catalogueColours.accentSoft : catalogueColours.line },
                '&:focus-visible': { outline: `2px solid ${catalogueColours.accent}`, outlineOffset: -2 },
              }}
            >
              {component.name}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}

export function CataloguePage({
  componentCatalogue,
  renderingIsolation,
  componentFactory,
}: CataloguePageComponentProps) {
  const { components, themes, theme, secret, component } = componentCatalogue;
  const state: CatalogueLinkState = { theme, secret };
  const background = themes.find((candidate) => candidate.site === theme)?.background ?? '#ffffff';
  const list = <ComponentList components={components} current={component?.name} state={state} />;
  return (
    <EmotionScope>
      <ThemeProvider theme={catalogueTheme}>
        <GlobalStyles styles={{ body: { margin: 0 } }} />
        <Head>
          <title>{component ? `${component.name} · Component catalogue` : 'Component catalogue'}</title>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
        <Box
          sx={{
            minHeight: '100vh',
            bgcolor: '#ffffff',
            color: catalogueColours.ink,
            fontFamily: catalogueTheme.typography.fontFamily,
          }}
        >
          <Box
            component="header"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 1.25,
              px: { xs: 2, md: 3 },
              py: 1.5,
              bgcolor: catalogueColours.bar,
              color: catalogueColours.barText,
            }}
          >
            <Box
              component="a"
              href={catalogueHref(state)}
              sx={{
                display: 'flex',
                alignSelf: 'flex-start',
                alignItems: 'baseline',
                gap: 1,
                color: 'inherit',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                '&:focus-visible': { outline: `2px solid ${catalogueColours.barText}`, outlineOffset: 2 },
              }}
            >
              <Box component="span" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                Component catalogue
              </Box>
              <Box component="span" sx={{ fontSize: '0.8125rem', opacity: 0.75 }}>
                {components.length} components
              </Box>
            </Box>
            <ThemeSwitcher themes={themes} state={state} component={component?.name} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <Box
              component="nav"
              aria-label="Components"
              sx={{
                display: { xs: 'none', xl: 'block' },
                flex: '0 0 232px',
                alignSelf: 'stretch',
                borderRight: 1,
                borderColor: 'divider',
                bgcolor: catalogueColours.panel,
              }}
            >
              <Box sx={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto', p: 1.5 }}>
                {list}
              </Box>
            </Box>
            <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: { xs: 2.5, md: 4 } }}>
              {/* The overview's cards list every component already. */}
              {component && (
                <Box
                  component="details"
                  sx={{
                    display: { xl: 'none' },
                    mb: 2.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: catalogueColours.panel,
                    '& > summary': {
                      px: 1.5,
                      py: 1,
                      cursor: 'pointer',
                      fontWeight: 600,
                      fontSize: '0.875rem',
                    },
                  }}
                >
                  <summary>All components ({components.length})</summary>
                  <Box component="nav" aria-label="Components" sx={{ px: 0.5, pb: 1 }}>
                    {list}
                  </Box>
                </Box>
              )}
              {component ? (
                <ComponentSheet
                  component={component}
                  background={background}
                  componentFactory={componentFactory}
                  isolated={isRenderingIsolated(renderingIsolation)}
                />
              ) : (
                <CatalogueOverview components={components} state={state} />
              )}
            </Box>
          </Box>
        </Box>
      </ThemeProvider>
    </EmotionScope>
  );
}
