/**
 * The dashed notice developers and editors see where content cannot be shown as it is (an unknown
 * component, a root placeholder the frame does not render); visitors in production never get one.
 */
import type { ComponentProps } from 'react';
import { classNames } from '../theme/css/classNames';
import frame from './frame.module.css';

export function DeveloperNotice({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames(frame.developerNotice, className)} {...props} />;
}
