/**
 * Stylised studio pictures of a car, drawn as SVG from a small 3D model: the lower body and the cabin are
 * side profiles extruded across the car's width (tapered at the ends, the cabin leaning in), projected by a
 * perspective camera and painted back to front with simple lighting. Three cameras give the front
 * three-quarter, side and rear three-quarter views.
 */
import type { CarShape, ExteriorView } from '../seed/demoImages';
import type { Colour } from '../seed/catalogues/keys.generated';
import { CAR_GEOMETRY, type CarGeometry, type ProfilePoint, type Surface } from './carGeometry';
import {
  HEIGHT,
  WIDTH,
  blurFilter,
  linearGradient,
  polygonPath,
  shade,
  studioBackdrop,
  svgDocument,
  type Point,
} from './svg';

type Vec3 = readonly [number, number, number];

/** Paint of each colour of the colour facet. */
const PAINT: Record<Colour, string> = {
  white: '#eef0f2',
  black: '#1b1d21',
  silver: '#b8bdc3',
  grey: '#5f656d',
  blue: '#1f4f8f',
  red: '#b1232c',
  green: '#2f5e47',
  brown: '#6e4b35',
  beige: '#cbb899',
  orange: '#dd6f1f',
};

const LIGHT: Vec3 = normalize([-0.35, 1, 0.45]);
const HORIZON = 500;
/** Where the wheels of a studio picture stand, in picture pixels. */
export const STUDIO_GROUND = 655;
const TYRE = '#1a1b1d';
const TRIM = '#141518';

function normalize([x, y, z]: Vec3): Vec3 {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}

const subtract = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

interface Camera {
  eye: Vec3;
  project(point: Vec3): Point;
  depth(point: Vec3): number;
}

function perspective(eye: Vec3, target: Vec3): { eye: Vec3; raw(point: Vec3): Point } {
  const forward = normalize(subtract(target, eye));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  return {
    eye,
    raw(point) {
      const relative = subtract(point, eye);
      const depth = dot(relative, forward);
      return [dot(relative, right) / depth, -dot(relative, up) / depth];
    },
  };
}

/** The camera of a view, scaled and moved so the car sits centred on the studio floor. */
function cameraFor(geometry: CarGeometry, view: ExteriorView): Camera {
  const { length, width } = geometry;
  const eyes: Record<ExteriorView, Vec3> = {
    front: [-length * 0.62, 1700, width * 3.1],
    side: [length * 0.5, 1150, length * 2.1],
    rear: [length * 1.62, 1750, width * 3.1],
  };
  const targets: Record<ExteriorView, Vec3> = {
    front: [length * 0.45, 650, 0],
    side: [length * 0.5, 650, 0],
    rear: [length * 0.55, 650, 0],
  };
  const lens = perspective(eyes[view], targets[view]);
  const outline = [...geometry.lower, ...geometry.cabin].flatMap(([x, y]) => [
    lens.raw([x, y, width / 2]),
    lens.raw([x, y, -width / 2]),
  ]);
  const wheels = geometry.axles.flatMap((axle) => [
    lens.raw([axle, 0, width / 2]),
    lens.raw([axle, 0, -width / 2]),
  ]);
  const all = [...outline, ...wheels];
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const maxWidth = view === 'side' ? 960 : 900;
  const scale = Math.min(maxWidth / (maxX - minX), 470 / (maxY - minY));
  const centreX = (minX + maxX) / 2;
  return {
    eye: lens.eye,
    project(point) {
      const [x, y] = lens.raw(point);
      return [WIDTH / 2 + (x - centreX) * scale, STUDIO_GROUND + (y - maxY) * scale];
    },
    depth: (point) => Math.hypot(...subtract(point, lens.eye)),
  };
}

/** A closed profile with rounded corners, and for each output point the profile edge it belongs to. */
function roundedOutline(profile: readonly ProfilePoint[], steps = 6): { points: Point[]; edges: number[] } {
  const points: Point[] = [];
  const edges: number[] = [];
  profile.forEach(([x, y, radius], index) => {
    const previous = profile[(index + profile.length - 1) % profile.length] ?? profile[0];
    const next = profile[(index + 1) % profile.length] ?? profile[0];
    if (!previous || !next || radius === 0) {
      points.push([x, y]);
      edges.push(index);
      return;
    }
    const inLength = Math.hypot(previous[0] - x, previous[1] - y);
    const outLength = Math.hypot(next[0] - x, next[1] - y);
    const cut = Math.min(radius, inLength / 2, outLength / 2);
    const start: Point = [x + ((previous[0] - x) / inLength) * cut, y + ((previous[1] - y) / inLength) * cut];
    const end: Point = [x + ((next[0] - x) / outLength) * cut, y + ((next[1] - y) / outLength) * cut];
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      points.push([
        (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * x + t ** 2 * end[0],
        (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * y + t ** 2 * end[1],
      ]);
      edges.push(t < 0.5 ? (index + profile.length - 1) % profile.length : index);
    }
  });
  return { points, edges };
}

/** Keeps the part of a polygon with `x` between `from` and `to` (Sutherland–Hodgman on two lines). */
function clipX(polygon: readonly Point[], from: number, to: number): Point[] {
  const clip = (points: readonly Point[], inside: (point: Point) => boolean, edge: number): Point[] => {
    const result: Point[] = [];
    points.forEach((current, index) => {
      const previous = points[(index + points.length - 1) % points.length] ?? current;
      const crossing = (): Point => {
        const t = (edge - previous[0]) / (current[0] - previous[0]);
        return [edge, previous[1] + t * (current[1] - previous[1])];
      };
      if (inside(current)) {
        if (!inside(previous)) result.push(crossing());
        result.push(current);
      } else if (inside(previous)) {
        result.push(crossing());
      }
    });
    return result;
  };
  return clip(
    clip(polygon, ([x]) => x >= from, from),
    ([x]) => x <= to,
    to,
  );
}

/** Moves every point of a convex, clockwise polygon `distance` inwards. */
function inset(polygon: readonly Point[], distance: number): Point[] {
  return polygon.map(([x, y], index) => {
    const previous = polygon[(index + polygon.length - 1) % polygon.length] ?? [x, y];
    const next = polygon[(index + 1) % polygon.length] ?? [x, y];
    const normalIn = (a: Point, b: Point): Point => {
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      return [(b[1] - a[1]) / length, -(b[0] - a[0]) / length];
    };
    const first = normalIn(previous, [x, y]);
    const second = normalIn([x, y], next);
    const sum: Point = [first[0] + second[0], first[1] + second[1]];
    const length = Math.hypot(...sum) || 1;
    const bisector: Point = [sum[0] / length, sum[1] / length];
    const cosine = Math.max(0.35, bisector[0] * first[0] + bisector[1] * first[1]);
    return [x + (bisector[0] * distance) / cosine, y + (bisector[1] * distance) / cosine];
  });
}

function interpolateY(chain: readonly ProfilePoint[], y: number): number {
  for (let index = 0; index < chain.length - 1; index += 1) {
    const [x1, y1] = chain[index] ?? [0, 0];
    const [x2, y2] = chain[index + 1] ?? [0, 0];
    if ((y >= Math.min(y1, y2) && y <= Math.max(y1, y2)) || index === chain.length - 2) {
      const t = y2 === y1 ? 0 : (y - y1) / (y2 - y1);
      return x1 + Math.min(1, Math.max(0, t)) * (x2 - x1);
    }
  }
  return chain[0]?.[0] ?? 0;
}

interface Body {
  geometry: CarGeometry;
  camera: Camera;
  paint: string;
  lowerHalfWidth(x: number): number;
  cabinHalfWidth(x: number, y: number): number;
}

function createBody(shape: CarShape, colour: Colour, view: ExteriorView): Body {
  const geometry = CAR_GEOMETRY[shape];
  const { length, width, cabinInset, cabin } = geometry;
  const taper = (x: number): number => {
    const end = Math.min(x, length - x);
    const t = Math.min(1, Math.max(0, end / 650));
    return 0.76 + 0.24 * (1 - (1 - t) ** 2);
  };
  const lowerHalfWidth = (x: number): number => (width / 2) * taper(x);
  const base = cabin[0]?.[1] ?? 0;
  return {
    geometry,
    camera: cameraFor(geometry, view),
    paint: PAINT[colour],
    lowerHalfWidth,
    cabinHalfWidth: (x, y) => lowerHalfWidth(x) - cabinInset - Math.max(0, y - base) * 0.2,
  };
}

interface Face {
  depth: number;
  path: string;
  fill: string;
  /** Screen points of the face's near and far edge midpoints: a gradient across the width rounds it. */
  across: readonly [Point, Point];
}

function surfaceFill(body: Body, surface: Surface, normal: Vec3): string {
  const light = dot(normal, LIGHT);
  if (surface === 'glass') return shade('#161c24', 0.04 + 0.16 * Math.max(0, light));
  return shade(body.paint, light > 0 ? -0.18 + 0.42 * light : -0.18 + 0.3 * light);
}

/** The visible faces of a profile extruded between its two half widths. */
function extrusionFaces(
  body: Body,
  profile: readonly ProfilePoint[],
  surfaces: (edge: number) => Surface,
  halfWidth: (x: number, y: number) => number,
): Face[] {
  const { points, edges } = roundedOutline(profile);
  const faces: Face[] = [];
  points.forEach(([x1, y1], index) => {
    const [x2, y2] = points[(index + 1) % points.length] ?? [x1, y1];
    if (Math.hypot(x2 - x1, y2 - y1) < 1) return;
    const normal = normalize([-(y2 - y1), x2 - x1, 0]);
    const centre: Vec3 = [(x1 + x2) / 2, (y1 + y2) / 2, 0];
    if (dot(normal, subtract(body.camera.eye, centre)) <= 0) return;
    const corners: Vec3[] = [
      [x1, y1, halfWidth(x1, y1)],
      [x2, y2, halfWidth(x2, y2)],
      [x2, y2, -halfWidth(x2, y2)],
      [x1, y1, -halfWidth(x1, y1)],
    ];
    const middleHalf = halfWidth(centre[0], centre[1]);
    faces.push({
      depth: body.camera.depth(centre),
      path: polygonPath(corners.map(body.camera.project)),
      fill: surfaceFill(body, surfaces(edges[index] ?? 0), normal),
      across: [
        body.camera.project([centre[0], centre[1], middleHalf]),
        body.camera.project([centre[0], centre[1], -middleHalf]),
      ],
    });
  });
  return faces.sort((a, b) => b.depth - a.depth);
}

/** Each face filled with a gradient from a lit near edge over its own colour to a darker far edge. */
function facePaths(faces: readonly Face[], prefix: string): { defs: string[]; paths: string[] } {
  const defs = faces.map(({ fill, across: [[x1, y1], [x2, y2]] }, index) =>
    linearGradient(
      `${prefix}${index}`,
      [
        [0, shade(fill, 0.16)],
        [0.25, shade(fill, 0.05)],
        [0.6, fill],
        [1, shade(fill, -0.22)],
      ],
      [x1, y1, x2, y2],
      true,
    ),
  );
  const paths = faces.map(
    ({ path }, index) =>
      `<path d="${path}" fill="url(#${prefix}${index})" stroke="url(#${prefix}${index})" stroke-width="1.2" stroke-linejoin="round"/>`,
  );
  return { defs, paths };
}

/** Andrew's monotone chain: the outline of a tyre seen at an angle is the hull of its two sidewalls. */
function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (input: readonly Point[]): Point[] => {
    const chain: Point[] = [];
    for (const point of input) {
      while (
        chain.length >= 2 &&
        turn(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, point) <= 0
      )
        chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** Points of a circle in a plane across the car (constant z). */
function circle(body: Body, [cx, cy]: Point, radius: number, z: number, segments = 48): Point[] {
  return Array.from({ length: segments }, (_, index) => {
    const angle = (index / segments) * Math.PI * 2;
    return body.camera.project([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius, z]);
  });
}

function wheel(body: Body, axle: number, side: 1 | -1): string[] {
  const { wheelRadius: radius, width } = body.geometry;
  const outer = side * (width / 2 - 60);
  const inner = side * (width / 2 - 250);
  const centre: Point = [axle, radius];
  const tread = convexHull([...circle(body, centre, radius, inner), ...circle(body, centre, radius, outer)]);
  if (side === -1) return [`<path d="${polygonPath(tread)}" fill="#08090a"/>`];
  const parts = [
    `<path d="${polygonPath(tread)}" fill="#0e0f10"/>`,
    `<path d="${polygonPath(circle(body, centre, radius, outer))}" fill="${TYRE}"/>`,
  ];
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index / 5) * Math.PI * 2 - Math.PI / 2;
    const spoke = [
      [angle - 0.2, 0.2],
      [angle - 0.09, 0.62],
      [angle + 0.09, 0.62],
      [angle + 0.2, 0.2],
    ].map(([a = 0, r = 0]) =>
      body.camera.project([axle + Math.cos(a) * radius * r, radius + Math.sin(a) * radius * r, outer + 8]),
    );
    return `<path d="${polygonPath(spoke)}" fill="url(#rim)"/>`;
  });
  return [
    ...parts,
    `<path d="${polygonPath(circle(body, centre, radius * 0.7, outer + 4))}" fill="#2b2d31"/>`,
    `<path d="${polygonPath(circle(body, centre, radius * 0.66, outer + 5))}" fill="#3a3d42"/>`,
    ...spokes,
    `<path d="${polygonPath(circle(body, centre, radius * 0.16, outer + 10, 20))}" fill="#c9cdd2" stroke="#6f747b" stroke-width="2"/>`,
  ];
}

/** A point on the near side of the lower body. */
const sidePoint = (body: Body, x: number, y: number, lift = 2): Point =>
  body.camera.project([x, y, body.lowerHalfWidth(x) + lift]);

function sideDetails(body: Body): string[] {
  const { geometry, paint } = body;
  const { lower, axles, wheelRadius, doorSeams, cladding } = geometry;
  const [front, , noseTop, screenBase, deck, tailTop] = lower;
  if (!front || !noseTop || !screenBase || !deck || !tailTop) return [];
  const sill = front[1];
  const beltAt = (x: number): number =>
    x <= screenBase[0]
      ? screenBase[1]
      : screenBase[1] + ((x - screenBase[0]) / (deck[0] - screenBase[0])) * (deck[1] - screenBase[1]);
  const seam = shade(paint, -0.45);
  const parts: string[] = [];
  const arch = (axle: number) =>
    Array.from({ length: 25 }, (_, index) => {
      const angle = (index / 24) * Math.PI;
      return sidePoint(
        body,
        axle + Math.cos(angle) * wheelRadius * 1.13,
        wheelRadius + Math.sin(angle) * wheelRadius * 1.13,
      );
    });
  if (cladding) {
    const band = [
      sidePoint(body, 200, sill),
      sidePoint(body, geometry.length - 150, sill),
      sidePoint(body, geometry.length - 170, sill + 120),
      sidePoint(body, 220, sill + 120),
    ];
    parts.push(`<path d="${polygonPath(band)}" fill="${TRIM}"/>`);
    axles.forEach((axle) => {
      const outer = Array.from({ length: 25 }, (_, index) => {
        const angle = (index / 24) * Math.PI;
        return sidePoint(
          body,
          axle + Math.cos(angle) * wheelRadius * 1.27,
          wheelRadius + Math.sin(angle) * wheelRadius * 1.27,
        );
      });
      parts.push(`<path d="${polygonPath(outer)}" fill="${TRIM}"/>`);
    });
  } else {
    const rocker = [
      sidePoint(body, 260, sill),
      sidePoint(body, geometry.length - 200, sill),
      sidePoint(body, geometry.length - 220, sill + 70),
      sidePoint(body, 280, sill + 70),
    ];
    parts.push(`<path d="${polygonPath(rocker)}" fill="${shade(paint, -0.5)}" opacity="0.55"/>`);
  }
  axles.forEach((axle) => parts.push(`<path d="${polygonPath(arch(axle))}" fill="#0b0c0d"/>`));
  const crease = Array.from({ length: 20 }, (_, index) => {
    const x = 260 + (index / 19) * (geometry.length - 480);
    return sidePoint(body, x, beltAt(x) - 150, 3);
  });
  parts.push(
    `<path d="M${crease.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2.5"/>`,
  );
  doorSeams.forEach((x) => {
    const top = beltAt(x) - 10;
    parts.push(
      `<path d="M${sidePoint(body, x, sill + 75).join(' ')}L${sidePoint(body, x, top).join(' ')}" stroke="${seam}" stroke-width="2" fill="none" stroke-opacity="0.8"/>`,
    );
  });
  doorSeams.slice(1).forEach((x) => {
    const y = beltAt(x) - 95;
    const handle = [
      sidePoint(body, x - 260, y, 4),
      sidePoint(body, x - 110, y, 4),
      sidePoint(body, x - 110, y - 32, 4),
      sidePoint(body, x - 260, y - 32, 4),
    ];
    parts.push(
      `<path d="${polygonPath(handle)}" fill="${shade(paint, -0.3)}" stroke="${shade(paint, 0.3)}" stroke-width="1"/>`,
    );
  });
  const noseHeight = noseTop[1] - front[1];
  const lampTop = noseTop[1] - noseHeight * 0.06;
  const lampBottom = noseTop[1] - noseHeight * 0.3;
  const headlight = [
    sidePoint(body, interpolateY(lower.slice(0, 3), lampTop) + 5, lampTop, 4),
    sidePoint(body, noseTop[0] + 300, lampTop + 15, 4),
    sidePoint(body, noseTop[0] + 260, lampTop - 60, 4),
    sidePoint(body, interpolateY(lower.slice(0, 3), lampBottom + 40) + 5, lampBottom + 40, 4),
  ];
  parts.push(`<path d="${polygonPath(headlight)}" fill="#d9e2ea" stroke="#2a2f36" stroke-width="2"/>`);
  const tailX = tailTop[0];
  const taillight = [
    sidePoint(body, tailX - 20, tailTop[1] - 50, 4),
    sidePoint(body, tailX - 300, tailTop[1] - 40, 4),
    sidePoint(body, tailX - 280, tailTop[1] - 120, 4),
    sidePoint(body, tailX - 12, tailTop[1] - 150, 4),
  ];
  parts.push(`<path d="${polygonPath(taillight)}" fill="#a3121b" stroke="#4a070b" stroke-width="2"/>`);
  return parts;
}

/** The near door mirror: a rounded housing on a short arm at the base of the A-pillar. */
function mirror(body: Body): string {
  const base = body.geometry.cabin[0];
  if (!base) return '';
  const [x, y] = base;
  const z = body.lowerHalfWidth(x) + 90;
  const housing = Array.from({ length: 24 }, (_, index) => {
    const angle = (index / 24) * Math.PI * 2;
    return body.camera.project([
      x + 200 + Math.cos(angle) * 110,
      y + 95 + Math.sin(angle) * 55,
      z + Math.cos(angle) * 30,
    ]);
  });
  const arm = (
    [
      [x + 90, y + 10, z - 90],
      [x + 170, y + 60, z],
      [x + 230, y + 60, z],
      [x + 190, y + 5, z - 90],
    ] as const
  ).map(body.camera.project);
  const edge = shade(body.paint, -0.5);
  return [
    `<path d="${polygonPath(arm)}" fill="${TRIM}"/>`,
    `<path d="${polygonPath(housing)}" fill="${shade(body.paint, -0.1)}" stroke="${edge}" stroke-width="1.5"/>`,
  ].join('');
}

function windows(body: Body): string[] {
  const { geometry } = body;
  const outline = inset(roundedOutline(geometry.cabin, 5).points, 55);
  const glass = clipX(outline, -1, geometry.windowsEnd);
  const toScreen = (polygon: readonly Point[], lift: number) =>
    polygon.map(([x, y]) => body.camera.project([x, y, body.cabinHalfWidth(x, y) + lift]));
  const glassPath = polygonPath(toScreen(glass, 2));
  const pillars = geometry.pillars.map(
    (x) => `<path d="${polygonPath(toScreen(clipX(glass, x - 50, x + 50), 4))}" fill="${TRIM}"/>`,
  );
  return [
    `<clipPath id="glassClip"><path d="${glassPath}"/></clipPath>`,
    `<path d="${glassPath}" fill="url(#sideGlass)" stroke="${TRIM}" stroke-width="5" stroke-linejoin="round"/>`,
    `<g clip-path="url(#glassClip)"><path d="M0 ${HEIGHT}L${WIDTH * 0.45} 0L${WIDTH * 0.58} 0L${WIDTH * 0.13} ${HEIGHT}Z" fill="#ffffff" opacity="0.12"/></g>`,
    ...pillars,
  ];
}

/** A point on the front (end = 'front') or rear fascia; `u` runs from the near side (0) to the far side (1). */
function fasciaPoint(body: Body, end: 'front' | 'rear', u: number, y: number): Point {
  const { lower } = body.geometry;
  const chain = end === 'front' ? lower.slice(0, 3) : lower.slice(5, 8);
  const x = interpolateY(chain, y) + (end === 'front' ? -3 : 3);
  const half = body.lowerHalfWidth(x);
  return body.camera.project([x, y, half * (1 - 2 * u)]);
}

function fasciaPolygon(
  body: Body,
  end: 'front' | 'rear',
  corners: readonly (readonly [number, number])[],
): string {
  return polygonPath(corners.map(([u, y]) => fasciaPoint(body, end, u, y)));
}

function frontDetails(body: Body): string[] {
  const { lower } = body.geometry;
  const bottom = lower[0]?.[1] ?? 0;
  const top = lower[2]?.[1] ?? 0;
  const height = top - bottom;
  const plateBottom = bottom + height * 0.28;
  const plateTop = plateBottom + 110;
  const grilleBottom = plateTop + 20;
  const grilleTop = top - height * 0.09;
  const lightTop = top - height * 0.06;
  const lightBottom = top - height * 0.3;
  const lamp = (u1: number, u2: number, inward: number): string =>
    fasciaPolygon(body, 'front', [
      [u1, lightTop],
      [u2, lightTop - inward],
      [u2, lightBottom + inward * 0.3],
      [u1, lightBottom + inward],
    ]);
  const slats = Array.from({ length: 4 }, (_, index) => {
    const y = grilleBottom + ((index + 1) / 5) * (grilleTop - grilleBottom);
    return `<path d="M${fasciaPoint(body, 'front', 0.32, y).join(' ')}L${fasciaPoint(body, 'front', 0.68, y).join(' ')}" stroke="#3a3f46" stroke-width="2"/>`;
  });
  return [
    `<path d="${fasciaPolygon(body, 'front', [
      [0.14, bottom + height * 0.06],
      [0.86, bottom + height * 0.06],
      [0.82, plateBottom - 18],
      [0.18, plateBottom - 18],
    ])}" fill="${TRIM}"/>`,
    `<path d="${fasciaPolygon(body, 'front', [
      [0.3, grilleBottom],
      [0.7, grilleBottom],
      [0.72, grilleTop],
      [0.28, grilleTop],
    ])}" fill="#17191c" stroke="${shade(body.paint, -0.5)}" stroke-width="2"/>`,
    ...slats,
    `<path d="${fasciaPolygon(body, 'front', [
      [0.36, plateBottom],
      [0.64, plateBottom],
      [0.64, plateTop],
      [0.36, plateTop],
    ])}" fill="#f4f5f6" stroke="#2d3136" stroke-width="2"/>`,
    `<path d="${lamp(0, 0.25, 40)}" fill="#dfe7ee" stroke="#22262b" stroke-width="3"/>`,
    `<path d="${lamp(1, 0.75, 40)}" fill="#dfe7ee" stroke="#22262b" stroke-width="3"/>`,
    `<path d="M${fasciaPoint(body, 'front', 0.02, lightBottom + 30).join(' ')}L${fasciaPoint(body, 'front', 0.23, lightBottom + 18).join(' ')}" stroke="#ffffff" stroke-width="4"/>`,
    `<path d="M${fasciaPoint(body, 'front', 0.98, lightBottom + 30).join(' ')}L${fasciaPoint(body, 'front', 0.77, lightBottom + 18).join(' ')}" stroke="#ffffff" stroke-width="4"/>`,
  ];
}

function rearDetails(body: Body): string[] {
  const { lower } = body.geometry;
  const bottom = lower[7]?.[1] ?? 0;
  const top = lower[5]?.[1] ?? 0;
  const height = top - bottom;
  const plateBottom = bottom + height * 0.3;
  const plateTop = plateBottom + 110;
  const lightTop = top - height * 0.08;
  const lightBottom = top - height * 0.36;
  return [
    `<path d="${fasciaPolygon(body, 'rear', [
      [0.04, bottom + 10],
      [0.96, bottom + 10],
      [0.96, bottom + height * 0.2],
      [0.04, bottom + height * 0.2],
    ])}" fill="${TRIM}" opacity="0.85"/>`,
    `<path d="${fasciaPolygon(body, 'rear', [
      [0.36, plateBottom],
      [0.64, plateBottom],
      [0.64, plateTop],
      [0.36, plateTop],
    ])}" fill="#f4f5f6" stroke="#2d3136" stroke-width="2"/>`,
    `<path d="${fasciaPolygon(body, 'rear', [
      [0.02, lightTop],
      [0.27, lightTop],
      [0.25, lightBottom],
      [0.03, lightBottom],
    ])}" fill="#b3131d" stroke="#4a070b" stroke-width="3"/>`,
    `<path d="${fasciaPolygon(body, 'rear', [
      [0.98, lightTop],
      [0.73, lightTop],
      [0.75, lightBottom],
      [0.97, lightBottom],
    ])}" fill="#b3131d" stroke="#4a070b" stroke-width="3"/>`,
    `<path d="${fasciaPolygon(body, 'rear', [
      [0.27, lightTop - 15],
      [0.73, lightTop - 15],
      [0.73, lightTop - 45],
      [0.27, lightTop - 45],
    ])}" fill="#7d0d14"/>`,
  ];
}

function groundShadow(body: Body): string[] {
  const { length, width, axles, wheelRadius } = body.geometry;
  const footprint = (margin: number, side: number): Point[] =>
    (
      [
        [-margin, 0, side],
        [length + margin, 0, side],
        [length + margin, 0, -side],
        [-margin, 0, -side],
      ] as const
    ).map(body.camera.project);
  const contacts = axles.flatMap((axle) =>
    [1, -1].map((side) => {
      const [x, y] = body.camera.project([axle, 0, side * (width / 2 - 170)]);
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(wheelRadius * 0.18).toFixed(1)}" ry="12" fill="#000" opacity="0.5" filter="url(#contact)"/>`;
    }),
  );
  return [
    `<path d="${polygonPath(footprint(260, width / 2 + 220))}" fill="#1f2227" opacity="0.28" filter="url(#softShadow)"/>`,
    `<path d="${polygonPath(footprint(-120, width / 2 - 40))}" fill="#101215" opacity="0.55" filter="url(#shadow)"/>`,
    ...contacts,
  ];
}

/**
 * The exterior picture of a car shape in a paint colour from one of the three camera positions; without
 * the studio backdrop (`studio: false`) the car and its shadow stand on a transparent background.
 */
export function carExteriorSvg(shape: CarShape, colour: Colour, view: ExteriorView, studio = true): string {
  const body = createBody(shape, colour, view);
  const { geometry, camera, paint } = body;
  const backdrop = studioBackdrop(HORIZON);
  const lowerProfile = geometry.lower;
  const lowerFaces = extrusionFaces(
    body,
    lowerProfile,
    () => 'paint',
    (x) => body.lowerHalfWidth(x),
  );
  const cabinFaces = extrusionFaces(
    body,
    geometry.cabin,
    (edge) => geometry.cabinSurfaces[edge] ?? 'paint',
    (x, y) => body.cabinHalfWidth(x, y),
  );
  const lowerSide = roundedOutline(lowerProfile).points.map(([x, y]) =>
    camera.project([x, y, body.lowerHalfWidth(x)]),
  );
  const cabinSide = roundedOutline(geometry.cabin).points.map(([x, y]) =>
    camera.project([x, y, body.cabinHalfWidth(x, y)]),
  );
  const sideYs = lowerSide.map(([, y]) => y);
  const [sideTop, sideBottom] = [Math.min(...sideYs), Math.max(...sideYs)];
  const defs = [
    ...backdrop.defs,
    blurFilter('softShadow', 26),
    blurFilter('shadow', 12),
    blurFilter('contact', 5),
    linearGradient(
      'sidePaint',
      [
        [0, shade(paint, 0.34)],
        [0.16, shade(paint, 0.1)],
        [0.42, paint],
        [0.5, shade(paint, 0.16)],
        [0.58, shade(paint, -0.04)],
        [1, shade(paint, -0.42)],
      ],
      [0, sideTop, 0, sideBottom],
      true,
    ),
    linearGradient('sideGlass', [
      [0, '#7f93a8'],
      [0.35, '#2c3946'],
      [1, '#11161c'],
    ]),
    linearGradient('rim', [
      [0, '#eef1f4'],
      [1, '#8d939b'],
    ]),
  ];
  const lowerPaths = facePaths(lowerFaces, 'lower');
  const cabinPaths = facePaths(cabinFaces, 'cabin');
  defs.push(...lowerPaths.defs, ...cabinPaths.defs);
  const farWheels = geometry.axles.flatMap((axle) => wheel(body, axle, -1));
  const nearWheels = geometry.axles.flatMap((axle) => wheel(body, axle, 1));
  const carParts = [
    ...lowerPaths.paths,
    `<path d="${polygonPath(lowerSide)}" fill="url(#sidePaint)" stroke="${shade(paint, -0.35)}" stroke-width="1.5" stroke-linejoin="round"/>`,
    ...sideDetails(body),
    ...(view === 'front' ? frontDetails(body) : []),
    ...(view === 'rear' ? rearDetails(body) : []),
    ...nearWheels,
    ...cabinPaths.paths,
    `<path d="${polygonPath(cabinSide)}" fill="${shade(paint, -0.08)}" stroke="${shade(paint, -0.35)}" stroke-width="1.5" stroke-linejoin="round"/>`,
    ...windows(body),
    view === 'rear' ? '' : mirror(body),
  ];
  return svgDocument(defs, [
    ...(studio ? backdrop.body : []),
    ...groundShadow(body),
    ...farWheels,
    ...carParts,
  ]);
}
