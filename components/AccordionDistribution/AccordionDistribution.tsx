import { classNames, container, typography } from '../../runtime';
import styles from './AccordionDistribution.module.css';

/** Spec 002 §2: "AccordionDistribution is 'Not yet implemented'" — that text, and nothing pretending more. */
export default function AccordionDistribution() {
  return (
    <div className={classNames(container.container, container.md, styles.placeholder)}>
      <p lang="en" className={classNames(typography.body1, styles.text)}>
        Not yet implemented
      </p>
    </div>
  );
}
