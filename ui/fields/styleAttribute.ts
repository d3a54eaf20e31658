/**
 * A React style object as the text of an HTML `style` attribute (`object-fit:cover;height:32px`), for
 * markup written as a string: JSS writes the page editor's image markup so, and would write an object as
 * JSON. Values as React writes them: numbers in pixels, except for unitless properties and custom
 * properties; empty and boolean values left out.
 */
import type { CSSProperties } from 'react';

/** The properties React writes a number to without a unit. */
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'borderImageOutset',
  'borderImageSlice',
  'borderImageWidth',
  'columnCount',
  'columns',
  'fillOpacity',
  'flex',
  'flexGrow',
  'flexShrink',
  'floodOpacity',
  'fontWeight',
  'gridArea',
  'gridColumn',
  'gridColumnEnd',
  'gridColumnStart',
  'gridRow',
  'gridRowEnd',
  'gridRowStart',
  'lineClamp',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'scale',
  'stopOpacity',
  'strokeDasharray',
  'strokeDashoffset',
  'strokeMiterlimit',
  'strokeOpacity',
  'strokeWidth',
  'tabSize',
  'widows',
  'WebkitLineClamp',
  'zIndex',
  'zoom',
]);

/** `objectFit` → `object-fit`, `WebkitLineClamp` → `-webkit-line-clamp`, `msTransform` → `-ms-transform`. */
const propertyName = (name: string): string =>
  name.startsWith('--')
    ? name
    : name.replace(/^ms(?=[A-Z])/, '-ms').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const propertyValue = (name: string, value: string | number): string =>
  typeof value === 'number' && value !== 0 && !name.startsWith('--') && !UNITLESS.has(name)
    ? `${value}px`
    : String(value);

export function styleAttribute(style: CSSProperties): string {
  const entries: [string, unknown][] = Object.entries(style);
  return entries
    .flatMap(([name, value]) =>
      (typeof value === 'string' && value !== '') || typeof value === 'number'
        ? [`${propertyName(name)}:${propertyValue(name, value)}`]
        : [],
    )
    .join(';');
}
