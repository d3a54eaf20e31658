import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { CSSProperties } from 'react';
import type { LinkField, TextField } from '../../schemas/generated/fields';
import { classNames, container, typography } from '../../runtime';
import { LinkButton } from '../fields/LinkButton';
import styles from './carousel.module.css';

interface SlideContentProps {
  fields: { Title?: TextField; Text?: TextField; Link?: LinkField };
  /** The gradient laid over the picture so white text reads on any picture. */
  shade: string;
  /** Room kept free at the bottom for the carousel's controls, in MUI spacing units (8px), below and from md. */
  bottomSpace: { xs: number; md: number };
  maxWidth: number;
  /** The look of the title; it is an h2 whatever the look. */
  titleVariant: 'h1' | 'h2';
  /** The carousel's own look of the title, the text and the link's box. */
  titleClassName?: string;
  bodyClassName?: string;
  linkClassName?: string;
}

/**
 * What lies over a slide's picture: the shade, and at the bottom the title (h2), text and link button,
 * each left out when empty. The slide itself must be positioned (the shade covers it).
 */
export function SlideContent({
  fields: { Title: title, Text: body, Link: link },
  shade,
  bottomSpace,
  maxWidth,
  titleVariant,
  titleClassName,
  bodyClassName,
  linkClassName,
}: SlideContentProps) {
  const space: CSSProperties & Record<'--slide-bottom-space' | '--slide-bottom-space-md', string> = {
    '--slide-bottom-space': `${bottomSpace.xs * 8}px`,
    '--slide-bottom-space-md': `${bottomSpace.md * 8}px`,
  };
  return (
    <>
      <div aria-hidden className={styles.shade} style={{ background: shade }} />
      <div className={classNames(container.container, container.lg, styles.slideContent)} style={space}>
        <div style={{ maxWidth }}>
          {title?.value && (
            <h2 className={classNames(typography[titleVariant], titleClassName)}>
              <Text field={title} />
            </h2>
          )}
          {body?.value && (
            <p className={classNames(typography.body1, bodyClassName)}>
              <Text field={body} />
            </p>
          )}
          {link?.value.href && (
            <div className={linkClassName}>
              <LinkButton field={link} variant="contained" size="large" />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
