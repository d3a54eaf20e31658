import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { RenderingProps } from '../../runtime';
import { CardFrame, LinkButton } from '../../ui';
import type { ContentCardFields } from './fields.generated';

export default function ContentCard({ fields }: RenderingProps<ContentCardFields>) {
  return (
    <CardFrame sx={{ p: { xs: 3, md: 4 }, borderTop: 4, borderTopColor: 'primary.main' }}>
      {fields.label?.value && (
        <Typography variant="overline" color="primary" component="p">
          <Text field={fields.label} />
        </Typography>
      )}
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        <Text field={fields.title} />
      </Typography>
      <Typography component="div" color="text.secondary" sx={{ flex: 1, '& p': { my: 1, lineHeight: 1.65 } }}>
        <RichText field={fields.text} />
      </Typography>
      {fields.link && (
        <Box sx={{ mt: 2 }}>
          <LinkButton field={fields.link} variant="outlined" />
        </Box>
      )}
    </CardFrame>
  );
}
