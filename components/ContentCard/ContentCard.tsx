import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { classNames, type RenderingProps, typography } from '../../runtime';
import { CardFrame, LinkButton } from '../../ui';
import styles from './ContentCard.module.css';
import type { ContentCardFields } from './fields.generated';

export default function ContentCard({ fields }: RenderingProps<ContentCardFields>) {
  return (
    <CardFrame className={styles.card}>
      {fields.label?.value && (
        <p className={classNames(typography.overline, styles.label)}>
          <Text field={fields.label} />
        </p>
      )}
      <h3 className={classNames(typography.h3, styles.title)}>
        <Text field={fields.title} />
      </h3>
      <div className={classNames(typography.body1, styles.text)}>
        <RichText field={fields.text} />
      </div>
      {fields.link && (
        <div className={styles.action}>
          <LinkButton field={fields.link} variant="outlined" />
        </div>
      )}
    </CardFrame>
  );
}
