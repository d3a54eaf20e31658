/**
 * MUI's indeterminate CircularProgress in two plain elements: a progress bar named by `label`, or without
 * one a decoration hidden from assistive technology (on a busy button, whose text says it).
 */
import { classNames } from '../../runtime';
import styles from './Spinner.module.css';

/** The circle's box, radius and stroke in MUI's CircularProgress. */
const BOX = 44;
const THICKNESS = 3.6;
const RADIUS = (BOX - THICKNESS) / 2;

interface SpinnerProps {
  /** Width and height in pixels. */
  size: number;
  label?: string;
  /** The primary colour (MUI's default), or the surrounding text's. */
  color?: 'primary' | 'inherit';
}

export function Spinner({ size, label, color = 'primary' }: SpinnerProps) {
  const named = label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={classNames(styles.spinner, color === 'primary' && styles.primary)}
      style={{ width: size, height: size }}
      {...named}
    >
      <svg className={styles.svg} viewBox={`${BOX / 2} ${BOX / 2} ${BOX} ${BOX}`}>
        <circle className={styles.circle} cx={BOX} cy={BOX} r={RADIUS} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </span>
  );
}
