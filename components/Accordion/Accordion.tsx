import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { classNames, container, type RenderingProps, typography } from '../../runtime';
import { AccordionItems } from '../../ui';
import styles from './Accordion.module.css';
import type { AccordionFields } from './fields.generated';

/**
 * Expandable sections under an optional h2: the UI kit's `AccordionItems` (each button linked with its
 * panel), as a flat list between dividers.
 */
export default function Accordion({ fields, params }: RenderingProps<AccordionFields>) {
  const headingId = useId();
  const items = fields.Items ?? [];
  const title = fields.Title?.value ? fields.Title : undefined;
  return (
    <section aria-labelledby={title ? headingId : undefined} className={styles.section}>
      <div className={classNames(container.container, container.md)}>
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
