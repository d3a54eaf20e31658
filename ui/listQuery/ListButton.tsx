/**
 * A list's buttons (the car list's, the kit catalogue's): a native button in MUI's looks, `outlined`
 * unless told (runtime/theme/css/button.module.css). An icon before the text sits as MUI's start icon.
 */
import type { ComponentProps } from 'react';
import { type ButtonLook, buttonClassName, classNames } from '../../runtime';
import styles from './ListButton.module.css';

type ListButtonProps = ComponentProps<'button'> & Pick<ButtonLook, 'variant' | 'size'>;

export function ListButton({ variant = 'outlined', size, className, ...props }: ListButtonProps) {
  return (
    <button className={buttonClassName({ variant, size }, classNames(styles.button, className))} {...props} />
  );
}
