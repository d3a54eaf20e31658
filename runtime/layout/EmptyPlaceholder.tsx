/**
 * An empty placeholder as the page editor shows it: a dashed area with the placeholder's name, inside
 * JSS's empty-placeholder wrapper, so an editor sees where components can be added (visitors never get
 * one: SitePlaceholder renders it in editing mode only).
 */
import type { ReactNode } from 'react';
import { useRuntimeText } from '../i18n/useRuntimeText';
import { DeveloperNotice } from './DeveloperNotice';
import frame from './frame.module.css';

export function EmptyPlaceholder({ name, children }: { name: string; children: ReactNode }) {
  const text = useRuntimeText();
  return (
    <DeveloperNotice data-empty-placeholder={name} className={frame.emptyPlaceholder}>
      {text('emptyPlaceholder')}: {name}
      {children}
    </DeveloperNotice>
  );
}
