/**
 * The frame every lead form component sits in: a section with the rendering's heading (the form's default
 * heading when the field is empty, outside the editor), an optional introduction, and the form in a
 * bordered box. The heading names the form: its id is handed to the form (`aria-labelledby`).
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText, Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import { type ReactNode, useId } from 'react';
import type { RichTextField, TextField } from '../../schemas/generated/fields';

export interface LeadFormSectionProps {
  title: TextField | undefined;
  text: RichTextField | undefined;
  defaultTitle: string;
  /** The form, given the heading's id. */
  children: (headingId: string) => ReactNode;
}

export function LeadFormSection({ title, text, defaultTitle, children }: LeadFormSectionProps) {
  const headingId = useId();
  const { sitecoreContext } = useSitecoreContext();
  const editing = sitecoreContext.pageEditing === true;
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="md">
        <Typography variant="h2" id={headingId} sx={{ mb: 1.5 }}>
          {title?.value || editing ? <Text field={title} /> : defaultTitle}
        </Typography>
        {(text?.value || editing) && (
          <Typography
            component="div"
            color="text.secondary"
            sx={{ mb: 3, '& p': { my: 1, lineHeight: 1.6 } }}
          >
            <RichText field={text} />
          </Typography>
        )}
        <Box sx={{ p: { xs: 2.5, md: 4 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {children(headingId)}
        </Box>
      </Container>
    </Box>
  );
}
