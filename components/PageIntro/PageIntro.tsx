import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { classNames, container, type RenderingProps, typography } from '../../runtime';
import { LinkButton } from '../../ui';
import type { PageIntroFields } from './fields.generated';
import styles from './PageIntro.module.css';

export default function PageIntro({ fields }: RenderingProps<PageIntroFields>) {
  return (
    <section className={styles.pageIntro}>
      <div className={classNames(container.container, container.lg)}>
        {fields.eyebrow?.value && (
          <p className={classNames(typography.overline, styles.eyebrow)}>
            <Text field={fields.eyebrow} />
          </p>
        )}
        <h1 className={classNames(typography.h1, styles.title)}>
          <Text field={fields.title} />
        </h1>
        {fields.preamble?.value && (
          <p className={classNames(typography.body1, styles.preamble)}>
            <Text field={fields.preamble} />
          </p>
        )}
        {fields.link && (
          <LinkButton
            field={fields.link}
            variant="contained"
            color="secondary"
            size="large"
            className={styles.action}
          />
        )}
      </div>
    </section>
  );
}
