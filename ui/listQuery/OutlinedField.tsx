/**
 * A text box or select with its label on the outline, as MUI's small outlined TextField draws it with the
 * label raised, in a native control. Children: the `<label>` and then the `<input>` or `<select>`.
 */
import type { ComponentProps } from 'react';
import { classNames } from '../../runtime';
import styles from './OutlinedField.module.css';

export function OutlinedField({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames(styles.field, className)} {...props} />;
}
