/**
 * The theme of a new market made without a template: a primary colour of its own, picked from its name
 * (so two new markets do not look alike and the same name always gets the same colour), dark enough for
 * white text on it (WCAG AA, 4.5:1), with a complementary accent and neutral page colours. The site manager
 * replaces it with the brand's; until then the market is recognisably itself.
 */
import type { SiteTheme } from '../../../schemas/generated/site';

const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
const INK = '#1b1b1b';

/** FNV-1a of the name: a stable hue for a name. */
function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/** `#rrggbb` of a colour given as hue (degrees), saturation and lightness (0–1). */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function relativeLuminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

export function themeFromName(name: string): SiteTheme {
  const hue = hueOf(name);
  let lightness = 0.34;
  let primary = hslToHex(hue, 0.62, lightness);
  while (contrastRatio(primary, WHITE) < AA_CONTRAST) {
    lightness -= 0.02;
    primary = hslToHex(hue, 0.62, lightness);
  }
  return {
    palette: {
      primary: { main: primary, contrastText: WHITE },
      secondary: { main: hslToHex((hue + 150) % 360, 0.75, 0.6), contrastText: INK },
      background: { default: '#f7f7f5', paper: WHITE },
      text: { primary: INK, secondary: '#4a4a4a' },
      header: { background: WHITE, text: INK },
    },
  };
}
