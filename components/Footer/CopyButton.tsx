import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { Icon, usePageI18n } from '../../runtime';
import type { TextField } from '../../schemas/generated/fields';
import { useCopyFeedback } from '../../ui';

/** How long "Copied" shows after a copy (spec 000 §4, §9). */
export const COPY_FEEDBACK_MS = 1000;

/**
 * Shows the field's text (through JSS's `Text`, so editors can edit it) and copies it to the clipboard;
 * confirms with the dictionary text `footerCopied` for a second.
 */
export function CopyButton({ field }: { field: TextField }) {
  const { t } = usePageI18n();
  const text = String(field.value);
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS, 'Copying to the clipboard failed');

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button
        onClick={() => copy(text)}
        color="inherit"
        size="small"
        endIcon={<Icon name={copied ? 'Check' : 'Copy'} size={18} />}
        aria-label={`${t('footerCopy', { defaultValue: 'Kopiera' })} ${text}`}
        sx={{ fontWeight: 600, textTransform: 'none', px: 1 }}
      >
        <Text field={field} />
      </Button>
      <Box component="span" role="status" sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {copied ? t('footerCopied', { defaultValue: 'Kopierat' }) : ''}
      </Box>
    </Box>
  );
}
