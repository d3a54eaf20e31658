import { useId } from 'react';
import { classNames, container, Icon, iconButton, type RenderingProps, typography } from '../../runtime';
import type { SocialMediaFields } from './fields.generated';
import { shareLinks } from './shareLinks';
import { useSocialMediaText } from './socialMediaTexts';
import { TextOrDefault, useCopyFeedback } from '../../ui';
import styles from './SocialMedia.module.css';

/**
 * Computed by the loader on the server from the route: the page's canonical URL and title. The same on the
 * server and in the browser (no hydration difference), and free of whatever query string the visitor came
 * with (tracking parameters, `sc_site`), so every share points at the one canonical page.
 */
export interface SocialMediaData {
  url: string;
  title: string;
}

/** How long "copied" shows after a copy (spec 000 §9: 1000 ms). */
export const COPY_FEEDBACK_MS = 1000;

/** MUI's IconButton look, outlined: every share link and the copy button. */
const shareButton = classNames(iconButton.iconButton, styles.button);

export default function SocialMedia({ fields, data }: RenderingProps<SocialMediaFields, SocialMediaData>) {
  const text = useSocialMediaText();
  const headingId = useId();
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS, 'Copying the page link failed');

  if (!data?.url) return null;
  const { url, title } = data;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={classNames(container.container, container.lg, styles.row)}>
        <h2 id={headingId} className={classNames(typography.body1, styles.heading)}>
          <TextOrDefault field={fields.Title} fallback={text('shareTitle')} />
        </h2>
        <ul className={styles.list}>
          {shareLinks(url, title).map(({ network, href }) => (
            <li key={network}>
              <a
                className={shareButton}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={text('shareOn').replace('{{network}}', network)}
              >
                <Icon name={network} size={20} />
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={shareButton}
              aria-label={text('shareCopy')}
              onClick={() => copy(url)}
            >
              <Icon name={copied ? 'Check' : 'Copy'} size={20} />
            </button>
          </li>
        </ul>
        <span role="status" className={styles.status}>
          {copied ? text('shareCopied') : ''}
        </span>
      </div>
    </section>
  );
}
