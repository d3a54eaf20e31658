/**
 * A named placeholder of a route or of a rendering (nested placeholders), with the runtime's handling of
 * unknown components and failing renderings.
 */
import { Placeholder } from '@sitecore-jss/sitecore-jss-nextjs';
import type { ComponentRendering, RouteData } from '@sitecore-jss/sitecore-jss-nextjs';
import type { Rendering, Route } from '../../schemas/generated/layout';
import { SectionError } from './SectionError';
import { UnknownComponent } from './UnknownComponent';

export function SitePlaceholder({ name, rendering }: { name: string; rendering: Rendering | Route }) {
  return (
    <Placeholder
      name={name}
      rendering={rendering as ComponentRendering | RouteData}
      missingComponentComponent={UnknownComponent}
      errorComponent={SectionError}
    />
  );
}
