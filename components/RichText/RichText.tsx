import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText as JssRichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { RenderingProps } from '../../runtime';
import type { RichTextFields } from './fields.generated';

export default function RichText({ fields }: RenderingProps<RichTextFields>) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {fields.heading?.value && (
        <Typography variant="h2" sx={{ mb: 2 }}>
          <Text field={fields.heading} />
        </Typography>
      )}
      <Typography
        component={Box}
        sx={{
          '& h2, & h3': { mt: 3, mb: 1 },
          '& p': { my: 1.5, lineHeight: 1.7 },
          '& a': { color: 'primary.main', fontWeight: 600 },
          '& ul': { pl: 3 },
          '& li': { mb: 0.5 },
        }}
      >
        <JssRichText field={fields.text} />
      </Typography>
    </Container>
  );
}
