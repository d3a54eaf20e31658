import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime';

/** How long "Copied" shows after a copy (spec 000 §4, §9). */
export const COPY_FEEDBACK_MS = 1000;

/** Copies `text` to the clipboard; confirms with the dictionary text `footerCopied` for a second. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  // Counts successful copies: each one restarts the feedback period.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // No clipboard access (permission denied, insecure context): nothing was copied, so no "Copied".
      console.error('Copying to the clipboard failed', error);
      return;
    }
    setCopied(true);
    setCopies((count) => count + 1);
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button
        onClick={copy}
        color="inherit"
        size="small"
        endIcon={<Icon name={copied ? 'Check' : 'Copy'} size={18} />}
        aria-label={`${t('footerCopy', { defaultValue: 'Kopiera' })} ${text}`}
        sx={{ fontWeight: 600, textTransform: 'none', px: 1 }}
      >
        {text}
      </Button>
      <Box component="span" role="status" sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {copied ? t('footerCopied', { defaultValue: 'Kopierat' }) : ''}
      </Box>
    </Box>
  );
}
