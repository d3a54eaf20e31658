/**
 * Colour arithmetic for the generated 360° frames: a `#rrggbb` paint shaded by the light a face gets, or
 * mixed towards another colour (glass tinted by the paint, a highlight). Pure and deterministic, so a
 * frame is the same bytes every time it is drawn.
 */

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function hex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** `colour` at `brightness` (0 black, 1 as it is, above 1 lighter). */
export function shade(colour: string, brightness: number): string {
  const [red, green, blue] = rgb(colour);
  return hex([red * brightness, green * brightness, blue * brightness]);
}

/** `from` moved `share` (0–1) of the way towards `to`. */
export function mix(from: string, to: string, share: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return hex([a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share, a[2] + (b[2] - a[2]) * share]);
}
