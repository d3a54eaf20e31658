import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { classNames, container, type RenderingProps, SitePlaceholder, typography } from '../../runtime';
import type { TwoColumnContainerFields } from './fields.generated';
import styles from './TwoColumnContainer.module.css';

const RATIOS: Record<string, string | undefined> = {
  '50-50': styles.even,
  '60-40': styles.wideLeft,
  '40-60': styles.wideRight,
};

export default function TwoColumnContainer({
  rendering,
  fields,
  params,
}: RenderingProps<TwoColumnContainerFields>) {
  const ratio = RATIOS[params.ratio ?? ''] ?? styles.even;
  return (
    <section className={classNames(styles.section, params.background === 'muted' && styles.muted)}>
      <div className={classNames(container.container, container.lg)}>
        {fields.heading?.value && (
          <h2 className={classNames(typography.h2, styles.heading)}>
            <Text field={fields.heading} />
          </h2>
        )}
        <div className={classNames(styles.columns, ratio)}>
          <div data-placeholder="column-left">
            <SitePlaceholder name="column-left" rendering={rendering} />
          </div>
          <div data-placeholder="column-right">
            <SitePlaceholder name="column-right" rendering={rendering} />
          </div>
        </div>
      </div>
    </section>
  );
}
