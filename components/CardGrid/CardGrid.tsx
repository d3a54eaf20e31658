import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { classNames, container, type RenderingProps, SitePlaceholder, typography } from '../../runtime';
import styles from './CardGrid.module.css';
import { cardGridColumns } from './cardGridColumns';
import type { CardGridFields } from './fields.generated';

export default function CardGrid({ rendering, fields, params }: RenderingProps<CardGridFields>) {
  const headingId = useId();
  const hasTitle = Boolean(fields.Title?.value);
  return (
    <section className={styles.cardGrid} aria-labelledby={hasTitle ? headingId : undefined}>
      <div className={classNames(container.container, container.lg)}>
        {hasTitle && fields.Title && (
          <h2 className={classNames(typography.h2, styles.title)} id={headingId}>
            <Text field={fields.Title} />
          </h2>
        )}
        <div
          data-card-grid
          className={classNames(styles.grid, cardGridColumns(params.Columns) === 4 && styles.fourColumns)}
        >
          <SitePlaceholder name="cards" rendering={rendering} />
        </div>
      </div>
    </section>
  );
}
