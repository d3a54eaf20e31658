import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { RenderingProps } from '../../runtime';
import { LinkButton } from '../../ui';
import type { PageIntroFields } from './fields.generated';

export default function PageIntro({ fields }: RenderingProps<PageIntroFields>) {
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        {fields.eyebrow?.value && (
          <Typography variant="overline" component="p" sx={{ letterSpacing: 2, opacity: 0.85 }}>
            <Text field={fields.eyebrow} />
          </Typography>
        )}
        <Typography variant="h1" sx={{ maxWidth: 900 }}>
          <Text field={fields.title} />
        </Typography>
        {fields.preamble?.value && (
          <Typography
            sx={{ mt: 2, maxWidth: 720, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}
          >
            <Text field={fields.preamble} />
          </Typography>
        )}
        {fields.link && (
          <LinkButton field={fields.link} variant="contained" color="secondary" size="large" sx={{ mt: 4 }} />
        )}
      </Container>
    </Box>
  );
}
