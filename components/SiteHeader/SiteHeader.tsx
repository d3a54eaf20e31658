import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { type RenderingProps, localisedPath, usePageLanguage, useSite, LinkButton } from '../../runtime';
import type { SiteHeaderFields } from './fields.generated';

export default function SiteHeader({ fields }: RenderingProps<SiteHeaderFields>) {
  const site = useSite();
  const language = usePageLanguage();
  const phone = fields.phone?.value ? String(fields.phone.value) : '';
  return (
    <Box
      component="header"
      sx={{ bgcolor: 'header.background', color: 'header.text', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: { xs: 64, md: 76 } }}
      >
        <NextLink href={localisedPath(site, language, '/')} style={{ display: 'flex' }}>
          {/* A plain img: logos are small SVGs that need no optimisation. */}
          <Box
            component="img"
            src={site.logo}
            alt={String(fields.logoAlt.value)}
            sx={{ display: 'block', height: { xs: 30, md: 40 }, width: 'auto', maxWidth: '52vw' }}
          />
        </NextLink>
        <Box sx={{ flex: 1 }} />
        {phone && (
          <Box
            component="a"
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 600,
              display: { xs: 'none', sm: 'block' },
            }}
          >
            <Text field={fields.phone} />
          </Box>
        )}
        {fields.cta && (
          <LinkButton
            field={fields.cta}
            variant="contained"
            color="secondary"
            sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.5 } }}
          />
        )}
      </Container>
    </Box>
  );
}
