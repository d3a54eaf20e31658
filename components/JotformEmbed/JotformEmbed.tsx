/**
 * A Jotform form (spec 001 §7 Embedded forms): the rendering's heading and introduction over the form its
 * loader fetched, in the edit-mode frame every embedded form has. Without a FormId, the text
 * 'Missing FormId' (spec 001 §5).
 */
import Typography from '@mui/material/Typography';
import type { JotformDefinition, RenderingProps } from '../../runtime';
import { EmbeddedFormFrame, JotformForm, LeadFormSection } from '../../ui';
import type { JotformEmbedFields } from './fields.generated';

export interface JotformEmbedData {
  /** The form's definition; null when the rendering names none. */
  form: JotformDefinition | null;
}

export const MISSING_FORM_ID = 'Missing FormId';

export default function JotformEmbed({ fields, data }: RenderingProps<JotformEmbedFields, JotformEmbedData>) {
  const form = fields.FormId?.value.trim() ? data.form : null;
  return (
    <EmbeddedFormFrame>
      {form ? (
        <LeadFormSection title={fields.Title} text={fields.Text} defaultTitle={form.title}>
          {(headingId) => <JotformForm form={form} labelledBy={headingId} />}
        </LeadFormSection>
      ) : (
        <Typography sx={{ py: 4, px: 2, textAlign: 'center' }}>{MISSING_FORM_ID}</Typography>
      )}
    </EmbeddedFormFrame>
  );
}
