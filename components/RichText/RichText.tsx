import { RichText as JssRichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { classNames, container, type RenderingProps, typography } from '../../runtime';
import type { RichTextFields } from './fields.generated';
import styles from './RichText.module.css';

export default function RichText({ fields }: RenderingProps<RichTextFields>) {
  return (
    <div className={classNames(container.container, container.md, styles.richText)}>
      {fields.heading?.value && (
        <h2 className={classNames(typography.h2, styles.heading)}>
          <Text field={fields.heading} />
        </h2>
      )}
      <div className={classNames(typography.body1, styles.text)}>
        <JssRichText field={fields.text} />
      </div>
    </div>
  );
}
