/**
 * The classes of a MUI-looking button (button.module.css) on a link or a `<button>`, for components styled
 * by CSS modules.
 */
import styles from './button.module.css';
import { classNames } from './classNames';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

export function buttonClassName(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth = false }: ButtonLook,
  className?: string,
): string {
  return classNames(
    styles.button,
    styles[variant],
    styles[color],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    className,
  );
}
