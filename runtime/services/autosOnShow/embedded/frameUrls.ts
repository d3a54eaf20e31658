/**
 * Where the embedded service's generated frames live on this site, and the way back from such a path to
 * what to draw: `/api/autosonshow/frames/v1/exterior/<shape>/<paint>/<nn>.svg` and
 * `/api/autosonshow/frames/v1/interior/<trim>/<nn>.svg`. A frame is named by what it shows, not by a
 * car, so cars that look alike share cached frames and the route needs no lookup; the style version
 * changes when the drawing does, as the frames are cached for a year.
 */
import type { AutosOnShowCatalogue, FrameShape, InteriorTrim } from './showroomCatalogue';
import { EXTERIOR_FRAMES } from './exteriorFrame';
import { INTERIOR_FRAMES } from './interiorFrame';

export const FRAMES_PATH = '/api/autosonshow/frames';
export const STYLE_VERSION = 'v1';

/** What a frame path asks to be drawn: a shape in a paint colour, or a cabin in a trim. */
export type FrameRequest =
  | { view: 'exterior'; shape: FrameShape; colour: string; frame: number }
  | { view: 'interior'; trim: InteriorTrim; frame: number };

const frameName = (frame: number) => `${String(frame).padStart(2, '0')}.svg`;

export const exteriorFrameUrls = (shape: FrameShape, paint: string): string[] =>
  Array.from(
    { length: EXTERIOR_FRAMES },
    (_, frame) => `${FRAMES_PATH}/${STYLE_VERSION}/exterior/${shape}/${paint}/${frameName(frame)}`,
  );

export const interiorFrameUrls = (trim: string): string[] =>
  Array.from(
    { length: INTERIOR_FRAMES },
    (_, frame) => `${FRAMES_PATH}/${STYLE_VERSION}/interior/${trim}/${frameName(frame)}`,
  );

/** `nn.svg` as a frame number below `count`, else null. */
function frameNumber(name: string | undefined, count: number): number | null {
  const match = /^(\d{2})\.svg$/.exec(name ?? '');
  const frame = match ? Number(match[1]) : NaN;
  return frame < count ? frame : null;
}

/** The frame the path segments after FRAMES_PATH name, or null when they name none the catalogue has. */
export function parseFramePath(
  segments: readonly string[],
  catalogue: AutosOnShowCatalogue,
): FrameRequest | null {
  const [version, view, ...rest] = segments;
  if (version !== STYLE_VERSION) return null;
  if (view === 'exterior' && rest.length === 3) {
    const [shape, paint, name] = rest;
    const frame = frameNumber(name, EXTERIOR_FRAMES);
    if (frame === null || !shape || !paint || !Object.hasOwn(catalogue.shapes, shape)) return null;
    const colour = Object.hasOwn(catalogue.paints, paint) ? catalogue.paints[paint]?.colour : undefined;
    return colour ? { view, shape: shape as FrameShape, colour, frame } : null;
  }
  if (view === 'interior' && rest.length === 2) {
    const [trim, name] = rest;
    const frame = frameNumber(name, INTERIOR_FRAMES);
    const colours = trim && Object.hasOwn(catalogue.trims, trim) ? catalogue.trims[trim] : undefined;
    return frame === null || !colours ? null : { view, trim: colours, frame };
  }
  return null;
}
