import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { buttonClassName, Icon, usePageI18n } from '../../runtime';
import type { TextField } from '../../schemas/generated/fields';
import { useCopyFeedback } from '../../ui';
import styles from './Footer.module.css';

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
    <span className={styles.copy}>
      <button
        type="button"
        className={buttonClassName({ color: 'inherit', size: 'small' }, styles.copyButton)}
        onClick={() => copy(text)}
        aria-label={`${t('footerCopy', { defaultValue: 'Kopiera' })} ${text}`}
      >
        <Text field={field} />
        <Icon name={copied ? 'Check' : 'Copy'} size={18} className={styles.copyIcon} />
      </button>
      <span role="status" className={styles.copied}>
        {copied ? t('footerCopied', { defaultValue: 'Kopierat' }) : ''}
      </span>
    </span>
  );
}
