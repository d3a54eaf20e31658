/**
 * The header row of a block of cards (car of the week, similar cars, the teaser blocks): its title on the
 * left, its buttons on the right, wrapping under the title on narrow screens.
 */
import type { ComponentProps } from 'react';
import { classNames } from '../../runtime';
import cards from './cards.module.css';

export function BlockHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames(cards.blockHeader, className)} {...props} />;
}
