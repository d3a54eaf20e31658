/**
 * A landmark's accessible name, made distinct by its first item's title: two carousels on one page must
 * not both be a region called "Bildspel" (axe: landmark-unique).
 */
export function regionLabel(
  label: string,
  items: readonly { fields?: { Title?: { value?: string | number } } }[],
): string {
  const first = items[0]?.fields?.Title?.value;
  return first === undefined || first === '' ? label : `${label}: ${String(first)}`;
}
