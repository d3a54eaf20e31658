/**
 * `GET /api/autosonshow/frames/…`: one generated 360° frame of the embedded service (embedded/frameUrls.ts
 * names them), drawn on request — a few kilobytes of SVG in about a millisecond, so nothing is stored —
 * and cached by browsers and CDNs for a year, as a frame's path fixes its every byte. A path that names no
 * frame is 404. The SVG is served with a policy that lets it run nothing, as it is served from the site's
 * own origin.
 */
import { exteriorFrameSvg } from '../embedded/exteriorFrame';
import { parseFramePath } from '../embedded/frameUrls';
import { interiorFrameSvg } from '../embedded/interiorFrame';
import { type AutosOnShowCatalogue, showroomCatalogue } from '../embedded/showroomCatalogue';

export interface FrameHandlerResponse {
  status: 200 | 404;
  headers: Record<string, string>;
  body: string;
}

/** The most path segments looked at: a frame path has four or five. */
const MAX_SEGMENTS = 8;

export const FRAME_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

export function handleFrameRequest(
  segments: unknown,
  catalogue: AutosOnShowCatalogue = showroomCatalogue(),
): FrameHandlerResponse {
  const parts = Array.isArray(segments) ? segments.slice(0, MAX_SEGMENTS + 1) : [segments];
  const frame =
    parts.length <= MAX_SEGMENTS && parts.every((part) => typeof part === 'string')
      ? parseFramePath(parts as string[], catalogue)
      : null;
  if (!frame) {
    return {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      body: 'No such frame.',
    };
  }
  const body =
    frame.view === 'exterior'
      ? exteriorFrameSvg(frame.shape, frame.colour, frame.frame)
      : interiorFrameSvg(frame.trim, frame.frame);
  return { status: 200, headers: { ...FRAME_HEADERS }, body };
}
