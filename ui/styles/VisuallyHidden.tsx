/**
 * Text for assistive technology only, as one shared class: `style={visuallyHidden}` repeats about 190
 * bytes of inline style on every use (car prices show on 48 cards at a time). A CSS module, so it serves
 * components of either styling (docs/ARCHITECTURE.md, "Two ways to style").
 */
import type { ComponentProps } from 'react';
import { classNames, typography } from '../../runtime';

export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={classNames(typography.visuallyHidden, className)} {...props} />;
}
