/**
 * One catalogue example: its heading, what it shows, where it is placed (market, language, page, rendering
 * parameters, what its loader answered) and the rendering itself, drawn by the registry's own machinery
 * as a page draws it (SiteProviders with the chosen theme, Sitecore context, loader data, the section
 * error for a failing rendering). The frame is the containing block of the example's fixed-position
 * parts (a sticky header, a bottom bar), so they stay inside it. Example names are h2s, like a page's
 * sections: whatever heading level an example starts with, the outline stays in order.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type ComponentFactory,
  type LayoutServiceData,
  SitecoreContext,
} from '@sitecore-jss/sitecore-jss-nextjs';
import { RenderingDataContext } from '../layout/RenderingDataContext';
import { RenderingIsolationContext } from '../layout/renderingIsolation';
import { SitePlaceholder } from '../layout/SitePlaceholder';
import { SiteProviders } from '../page/SiteApp';
import type { SitePageProps } from '../page/SitePageProps';
import type { CatalogueExampleView } from './catalogueProps';
import { type Chip, ChipList } from './ChipList';

function ExampleRendering({
  page,
  componentFactory,
  isolated,
}: {
  page: SitePageProps;
  componentFactory: ComponentFactory;
  isolated: boolean;
}) {
  const route = page.layoutData.sitecore.route;
  if (!route) return null;
  return (
    <SiteProviders page={page}>
      <SitecoreContext componentFactory={componentFactory} layoutData={page.layoutData as LayoutServiceData}>
        <RenderingDataContext value={page.renderingData}>
          <RenderingIsolationContext value={isolated}>
            <SitePlaceholder name={page.site.layout.rootPlaceholders.main} rendering={route} />
          </RenderingIsolationContext>
        </RenderingDataContext>
      </SitecoreContext>
    </SiteProviders>
  );
}

function Facts({ example }: { example: CatalogueExampleView }) {
  const facts = [
    example.site,
    example.language,
    example.routePath,
    ...Object.entries(example.params).map(([name, value]) => `${name}=${value}`),
  ];
  const chips: Chip[] = facts.map((text) => ({ text, kind: 'fact' }));
  if (example.answer) chips.push({ text: `loader answered ${example.answer}`, kind: 'warning' });
  return <ChipList label="Placed as" chips={chips} />;
}

export function ExamplePreview({
  example,
  background,
  componentFactory,
  isolated,
}: {
  example: CatalogueExampleView;
  /** The chosen theme's page background, behind the rendering. */
  background: string;
  componentFactory: ComponentFactory;
  isolated: boolean;
}) {
  const headingId = `example-${example.anchor}`;
  return (
    <Box component="section" id={example.anchor} aria-labelledby={headingId} sx={{ scrollMarginTop: 16 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
        <Typography variant="h3" component="h2" id={headingId}>
          <Box
            component="a"
            href={`#${example.anchor}`}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            {example.name}
          </Box>
        </Typography>
        {example.description && (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
            {example.description}
          </Typography>
        )}
        <Facts example={example} />
      </Box>
      <Box
        data-catalogue-example={example.anchor}
        lang={example.language || undefined}
        sx={{
          position: 'relative',
          transform: 'translateZ(0)',
          overflowX: 'clip',
          // As wide as the window up to 1536px, where the component list takes the left: the components'
          // media queries read the window's width, so the example is drawn as a page of that width is.
          mx: { xs: -2, md: -4, xl: 0 },
          borderTop: 1,
          borderBottom: 1,
          borderLeft: { xs: 0, xl: 1 },
          borderRight: { xs: 0, xl: 1 },
          borderColor: 'divider',
          borderRadius: { xs: 0, xl: 1 },
          bgcolor: background,
          minHeight: 48,
        }}
      >
        {example.page ? (
          <ExampleRendering page={example.page} componentFactory={componentFactory} isolated={isolated} />
        ) : (
          <Box role="alert" sx={{ p: 2, color: '#991b1b', bgcolor: '#fef2f2', fontSize: '0.875rem' }}>
            This example could not be rendered: {example.problem}
          </Box>
        )}
      </Box>
    </Box>
  );
}
