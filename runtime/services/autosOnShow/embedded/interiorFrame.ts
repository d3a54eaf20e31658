/**
 * One interior frame of the embedded service's 360° view: the view from the driver's seat, turned to one
 * of INTERIOR_FRAMES angles. The cabin is one panorama four frames wide — ahead the windscreen, wheel and
 * dashboard, to the right the console and passenger seat, behind the rear bench, to the left the driver's
 * door — drawn once in the frame's defs in the trim's colours; each frame is a window sliding along it
 * (the panorama repeats, so the last frames wrap round to the front). A pure function of its arguments.
 */
import type { InteriorTrim } from '../../../../schemas/generated/autosOnShowCatalogue';
import { mix, shade } from './svgColour';

export const INTERIOR_FRAMES = 24;

const WIDTH = 800;
const HEIGHT = 450;
/** The panorama: ahead at x 0, right at 800, behind at 1600, left at 2400 (one frame width each). */
const PANORAMA = 4 * WIDTH;
const HEADLINER = '#d6d3cd';

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"/>`;

const glass = (points: string) => `<polygon points="${points}" fill="url(#w)"/>`;

function panorama({ dashboard, seats, accent }: InteriorTrim): string {
  const panel = shade(dashboard, 1.25);
  const seatShadow = shade(seats, 0.78);
  const pillar = mix(dashboard, HEADLINER, 0.55);
  const headrest = (x: number, y: number) => rect(x - 60, y, 120, 62, seats, 22);
  return [
    rect(-WIDTH / 2, 0, PANORAMA, HEIGHT, HEADLINER),
    // Ahead: windscreen, dashboard, instruments, wheel, the centre screen.
    glass('-380,40 380,40 330,235 -330,235'),
    `<path d="M-400 250 Q0 205 400 250 L400 450 L-400 450Z" fill="${dashboard}"/>`,
    rect(-120, 262, 240, 62, '#101215', 14),
    `<circle cx="-55" cy="293" r="24" fill="none" stroke="${accent}" stroke-width="4"/>`,
    `<circle cx="55" cy="293" r="24" fill="none" stroke="${accent}" stroke-width="4"/>`,
    `<circle cx="0" cy="400" r="112" fill="none" stroke="${shade(dashboard, 0.7)}" stroke-width="24"/>`,
    rect(-42, 372, 84, 56, shade(dashboard, 0.8), 16),
    rect(300, 262, 170, 96, '#0f1418', 10),
    rect(312, 274, 146, 72, mix('#0f1418', accent, 0.35), 6),
    // Right: console, passenger window, door and seat.
    rect(440, 330, 150, 120, panel, 8),
    rect(505, 300, 20, 50, accent, 8),
    rect(400, 0, 60, 300, pillar),
    glass('520,70 1150,70 1150,245 500,245'),
    rect(460, 260, 740, 190, panel),
    rect(460, 300, 740, 8, accent),
    rect(700, 215, 260, 235, seats, 34),
    rect(730, 240, 200, 210, seatShadow, 26),
    headrest(830, 150),
    // Behind: rear window and bench.
    rect(1200, 0, 60, 320, pillar),
    glass('1360,70 1840,70 1790,175 1410,175'),
    rect(1260, 240, 680, 210, seats, 30),
    ...[1480, 1600, 1720].map((x) => rect(x - 1, 250, 2, 200, accent)),
    ...[1380, 1600, 1820].map((x) => headrest(x, 182)),
    // Left: the driver's door with its window, mirror and handle.
    rect(1940, 0, 60, 320, pillar),
    glass('2050,70 2700,70 2740,245 2030,245'),
    `<polygon points="2600,190 2690,175 2700,235 2610,240" fill="${shade(dashboard, 0.6)}"/>`,
    rect(2000, 260, 800, 190, panel),
    rect(2000, 300, 800, 8, accent),
    rect(2300, 330, 180, 26, shade(dashboard, 0.75), 12),
    rect(2380, 338, 60, 10, accent, 5),
    rect(2740, 0, 60, 320, pillar),
  ].join('');
}

/** The SVG of `frame` (0 to INTERIOR_FRAMES - 1) of a cabin in `trim`. */
export function interiorFrameSvg(trim: InteriorTrim, frame: number): string {
  const left = (frame * PANORAMA) / INTERIOR_FRAMES - WIDTH / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${left} 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c6e2"/>',
    '<stop offset=".7" stop-color="#e3ecf2"/><stop offset=".72" stop-color="#9db09a"/>',
    `<stop offset="1" stop-color="#7f927d"/></linearGradient><g id="p">${panorama(trim)}</g></defs>`,
    `<use href="#p" xlink:href="#p"/><use href="#p" xlink:href="#p" x="${PANORAMA}"/>`,
    '</svg>',
  ].join('');
}
