/**
 * A new market's placeholder logo and favicon, drawn from its name in its primary colour: a rounded
 * square with the name's initial (the favicon) and, in the logo, the name beside it. Real SVG files a
 * browser shows at once, in the shape of the other markets' marks, until the brand's own replace them.
 */

export interface SiteMarkColours {
  /** Fill of the square (the theme's primary colour). */
  primary: string;
  /** The initial on the square (the primary colour's contrast text). */
  onPrimary: string;
  /** The name beside the square (the header's text colour). */
  text: string;
}

const SQUARE = 40;
const GAP = 10;
/** Average advance of a 20 px bold sans-serif character: the logo's width follows the name's length. */
const CHARACTER_WIDTH = 12;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function square(name: string, colours: SiteMarkColours): string {
  const initial = escapeXml(name.charAt(0).toUpperCase());
  return [
    `<rect width="${SQUARE}" height="${SQUARE}" rx="10" fill="${colours.primary}"/>`,
    `<text x="20" y="28" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${colours.onPrimary}">${initial}</text>`,
  ].join('');
}

export function faviconSvg(name: string, colours: SiteMarkColours): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 ${SQUARE} ${SQUARE}">${square(name, colours)}</svg>\n`;
}

export function logoSvg(name: string, colours: SiteMarkColours): string {
  const width = SQUARE + GAP + name.length * CHARACTER_WIDTH;
  const label = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SQUARE}" viewBox="0 0 ${width} ${SQUARE}" role="img" aria-label="${label}">${square(name, colours)}<text x="${SQUARE + GAP}" y="27" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${colours.text}">${label}</text></svg>\n`;
}
