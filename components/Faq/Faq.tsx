import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { classNames, container, offscreen, type RenderingProps, typography } from '../../runtime';
import { AccordionItems } from '../../ui';
import styles from './Faq.module.css';
import { faqJsonLd } from './faqJsonLd';
import type { FaqFields } from './fields.generated';

/**
 * Questions as the UI kit's `AccordionItems` (each answer a region named by its question), the title
 * beside them on wide screens, and the FAQPage JSON-LD in the page for search engines.
 */
export default function Faq({ fields, params }: RenderingProps<FaqFields>) {
  const headingId = useId();
  const items = fields.Items ?? [];
  const title = fields.Title?.value ? fields.Title : undefined;
  const jsonLd = faqJsonLd(items);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={classNames(styles.section, offscreen.deferred)}
    >
      {/* Serialised and escaped by faqJsonLd; a JSON script is data, never run. */}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <div
        className={classNames(container.container, container.lg, styles.layout, title && styles.withTitle)}
      >
        {title && (
          <h2 id={headingId} className={classNames(typography.h2, styles.title)}>
            <Text field={title} />
          </h2>
        )}
        <div className={styles.items}>
          <AccordionItems
            items={items}
            firstItemOpen={params.FirstItemOpen === '1'}
            classes={{
              item: styles.item,
              expanded: styles.expanded,
              summary: styles.summary,
              title: styles.question,
              details: styles.answer,
            }}
          />
        </div>
      </div>
    </section>
  );
}
