/**
 * A named placeholder of a route or of a rendering (nested placeholders), with the runtime's handling of
 * unknown components and failing renderings, and in editing mode a visible area where it is empty.
 */
import { Placeholder, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import type { ComponentRendering, RouteData } from '@sitecore-jss/sitecore-jss-nextjs';
import type { ReactNode } from 'react';
import type { Rendering, Route } from '../../schemas/generated/layout';
import { EmptyPlaceholder } from './EmptyPlaceholder';
import { SectionError } from './SectionError';
import { UnknownComponent } from './UnknownComponent';

export function SitePlaceholder({ name, rendering }: { name: string; rendering: Rendering | Route }) {
  const { sitecoreContext } = useSitecoreContext();
  // JSS calls it when the placeholder holds nothing but the editor's chromes (which it passes in).
  const renderEmpty =
    sitecoreContext.pageEditing === true
      ? (chromes: ReactNode) => <EmptyPlaceholder name={name}>{chromes}</EmptyPlaceholder>
      : undefined;
  return (
    <Placeholder
      name={name}
      rendering={rendering as ComponentRendering | RouteData}
      missingComponentComponent={UnknownComponent}
      errorComponent={SectionError}
      renderEmpty={renderEmpty}
    />
  );
}
