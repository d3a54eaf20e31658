/**
 * Small SVG helpers shared by the demo image illustrations: colour mixing, polygon paths and gradients.
 * Everything returns plain strings; the renderer hands the finished SVG to sharp.
 */

export const WIDTH = 1200;
export const HEIGHT = 800;

export type Point = readonly [number, number];

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: readonly number[]): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(channel ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` of the way from colour `from` to colour `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((channel, index) => channel + ((b[index] ?? 0) - channel) * amount));
}

/** Lighter (positive) or darker (negative) shade of a colour. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#000000', -amount);
}

const round = (value: number): string => (Math.round(value * 10) / 10).toString();

export function polygonPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
  userSpace = false,
): string {
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  const stopTags = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}"${units}>${stopTags}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  [cx, cy, r]: readonly [number, number, number] = [0.5, 0.5, 0.5],
  userSpace = false,
): string {
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  const stopTags = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"${units}>${stopTags}</radialGradient>`;
}

export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

export function svgDocument(defs: readonly string[], body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** A soft studio backdrop: a light wall fading into a lighter floor with a glow behind the subject. */
export function studioBackdrop(horizon: number, tint = '#e3e6ea'): { defs: string[]; body: string[] } {
  return {
    defs: [
      linearGradient(
        'wall',
        [
          [0, shade(tint, 0.55)],
          [1, tint],
        ],
        [0, 0, 0, horizon],
        true,
      ),
      linearGradient(
        'floor',
        [
          [0, tint],
          [1, shade(tint, 0.6)],
        ],
        [0, horizon, 0, HEIGHT],
        true,
      ),
      radialGradient(
        'glow',
        [
          [0, '#ffffff', 0.75],
          [1, '#ffffff', 0],
        ],
        [WIDTH / 2, horizon - 40, WIDTH * 0.45],
        true,
      ),
    ],
    body: [
      `<rect width="${WIDTH}" height="${horizon}" fill="url(#wall)"/>`,
      `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#floor)"/>`,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    ],
  };
}
