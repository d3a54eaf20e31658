import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { RenderingProps } from '../../runtime';
import type { SiteFooterFields } from './fields.generated';

export default function SiteFooter({ fields }: RenderingProps<SiteFooterFields>) {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'header.background', color: 'header.text', mt: 6, py: { xs: 5, md: 7 } }}
    >
      <Container maxWidth="lg">
        {fields.text?.value && (
          <Typography
            component="div"
            sx={{ maxWidth: 640, opacity: 0.9, '& p': { my: 1 }, '& a': { color: 'inherit' } }}
          >
            <RichText field={fields.text} />
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.75 }}>
          <Text field={fields.copyright} />
        </Typography>
      </Container>
    </Box>
  );
}
