/**
 * One exterior frame of the embedded service's 360° view: a car of one body shape, in one paint, seen
 * from a camera a little above it at one of EXTERIOR_FRAMES angles around its vertical axis, as a small
 * SVG (about 4 kB). The car is a few extruded side profiles (body, cabin), wheels and lights, projected
 * and painted back to front with light from the camera's upper left, so turning the frames reads as a
 * car on a turntable. A pure function of its arguments: the same frame is the same bytes.
 */
import type { FrameShape } from '../../../../schemas/generated/autosOnShowCatalogue';
import { mix, shade } from './svgColour';

export const EXTERIOR_FRAMES = 36;

/** Frame 0 shows the front three-quarter (the angle of the car's list picture). */
const FIRST_FRAME_YAW_DEGREES = -35;
const ELEVATION = (12 * Math.PI) / 180;
const WIDTH = 800;
const HEIGHT = 450;
const PIXELS_PER_METRE = 128;
const GROUND_Y = 360;
const CABIN_WIDTH_SHARE = 0.86;
const TYRE = '#1b1c1e';
const RIM = '#c9cdd2';
const GLASS = '#1e2a36';
const HEADLIGHT = '#f4f7fb';
const TAILLIGHT = '#a3121c';
const GRILLE = '#15171a';

type Point2 = readonly [number, number];
interface Point3 {
  x: number;
  y: number;
  z: number;
}

interface ShapeGeometry {
  /** Side profile below the windows, counter-clockwise from the rear bottom corner (x forward, y up, metres). */
  body: readonly Point2[];
  /** Side profile of the glasshouse, counter-clockwise from its rear base corner. */
  cabin: readonly Point2[];
  width: number;
  /** Edges of `body` (index of their first point) carrying the headlights and the tail lights. */
  noseEdge: number;
  tailEdge: number;
  /** Centres of the front and rear wheels along the car, and their radius. */
  wheels: readonly [number, number];
  wheelRadius: number;
  /** Side windows start here: a van's cargo box has none, and no rear window either. */
  windowRearX?: number;
}

const SHAPES: Readonly<Record<FrameShape, ShapeGeometry>> = {
  sedan: {
    body: [
      [-2.35, 0.28],
      [2.3, 0.28],
      [2.38, 0.5],
      [2.25, 0.74],
      [1.1, 0.86],
      [-1.5, 0.88],
      [-2.3, 0.84],
      [-2.4, 0.55],
    ],
    cabin: [
      [-1.55, 0.87],
      [1.05, 0.86],
      [0.2, 1.42],
      [-0.95, 1.43],
    ],
    width: 1.82,
    noseEdge: 2,
    tailEdge: 6,
    wheels: [1.45, -1.4],
    wheelRadius: 0.34,
  },
  estate: {
    body: [
      [-2.35, 0.28],
      [2.3, 0.28],
      [2.38, 0.5],
      [2.25, 0.74],
      [1.1, 0.86],
      [-2.3, 0.9],
      [-2.4, 0.55],
    ],
    cabin: [
      [-2.28, 0.9],
      [1.05, 0.86],
      [0.2, 1.45],
      [-2.1, 1.46],
    ],
    width: 1.85,
    noseEdge: 2,
    tailEdge: 5,
    wheels: [1.45, -1.45],
    wheelRadius: 0.34,
  },
  hatchback: {
    body: [
      [-2.05, 0.3],
      [2.05, 0.3],
      [2.12, 0.52],
      [2.0, 0.76],
      [1.0, 0.88],
      [-1.95, 0.92],
      [-2.1, 0.6],
    ],
    cabin: [
      [-1.93, 0.92],
      [0.95, 0.88],
      [0.1, 1.45],
      [-1.6, 1.47],
    ],
    width: 1.78,
    noseEdge: 2,
    tailEdge: 5,
    wheels: [1.3, -1.3],
    wheelRadius: 0.33,
  },
  suv: {
    body: [
      [-2.3, 0.4],
      [2.25, 0.4],
      [2.33, 0.7],
      [2.2, 0.98],
      [1.05, 1.08],
      [-2.25, 1.1],
      [-2.35, 0.75],
    ],
    cabin: [
      [-2.2, 1.1],
      [1.0, 1.08],
      [0.25, 1.68],
      [-2.0, 1.7],
    ],
    width: 1.9,
    noseEdge: 2,
    tailEdge: 5,
    wheels: [1.4, -1.4],
    wheelRadius: 0.38,
  },
  coupe: {
    body: [
      [-2.25, 0.26],
      [2.25, 0.26],
      [2.33, 0.46],
      [2.2, 0.66],
      [0.9, 0.78],
      [-1.6, 0.8],
      [-2.25, 0.76],
      [-2.33, 0.5],
    ],
    cabin: [
      [-1.7, 0.79],
      [0.85, 0.78],
      [-0.1, 1.25],
      [-0.9, 1.26],
    ],
    width: 1.84,
    noseEdge: 2,
    tailEdge: 6,
    wheels: [1.4, -1.35],
    wheelRadius: 0.34,
  },
  van: {
    body: [
      [-2.5, 0.35],
      [2.45, 0.35],
      [2.52, 0.62],
      [2.4, 0.95],
      [1.7, 1.1],
      [-2.5, 1.15],
    ],
    cabin: [
      [-2.48, 1.15],
      [1.7, 1.1],
      [1.0, 1.95],
      [-2.45, 2.0],
    ],
    width: 2.0,
    noseEdge: 2,
    tailEdge: 5,
    wheels: [1.65, -1.6],
    wheelRadius: 0.36,
    windowRearX: 0.3,
  },
};

/** Where the camera sees a point: screen x, y and how near it is (larger is nearer). */
interface Projected {
  x: number;
  y: number;
  depth: number;
}

interface Camera {
  cos: number;
  sin: number;
}

function rotate({ x, y, z }: Point3, { cos, sin }: Camera): Point3 {
  return { x: x * cos + z * sin, y, z: -x * sin + z * cos };
}

function project(point: Point3, camera: Camera): Projected {
  const turned = rotate(point, camera);
  const up = turned.y * Math.cos(ELEVATION) - turned.z * Math.sin(ELEVATION);
  return {
    x: WIDTH / 2 + turned.x * PIXELS_PER_METRE,
    y: GROUND_Y - up * PIXELS_PER_METRE,
    depth: turned.z * Math.cos(ELEVATION) + turned.y * Math.sin(ELEVATION),
  };
}

/** How much of a face turned by `camera` looks at the viewer (> 0: seen). */
function facing(normal: Point3, camera: Camera): number {
  const turned = rotate(normal, camera);
  return turned.y * Math.sin(ELEVATION) + turned.z * Math.cos(ELEVATION);
}

/** The light a face gets from the studio lights at the camera's upper left. */
function brightness(normal: Point3, camera: Camera): number {
  const turned = rotate(normal, camera);
  const light = { x: -0.45, y: 0.75, z: 0.5 };
  const length = Math.hypot(light.x, light.y, light.z);
  const lit = (turned.x * light.x + turned.y * light.y + turned.z * light.z) / length;
  return 0.55 + 0.5 * Math.max(0, lit);
}

const coordinate = (value: number) => String(Math.round(value * 10) / 10);

function polygon(points: readonly Point3[], camera: Camera, fill: string): string {
  const path = points
    .map((point) => {
      const { x, y } = project(point, camera);
      return `${coordinate(x)},${coordinate(y)}`;
    })
    .join(' ');
  return `<polygon points="${path}" fill="${fill}"/>`;
}

/** A face of an extruded profile, with what is drawn on it when it is seen. */
interface Face {
  points: Point3[];
  normal: Point3;
  colour: string;
  decals: { points: Point3[]; colour: string }[];
}

const at = ([x, y]: Point2, z: number): Point3 => ({ x, y, z });

/** A point on the band face of edge a→b: `along` from a to b, at `z` across the car. */
const onEdge = (a: Point2, b: Point2, along: number, z: number): Point3 => ({
  x: a[0] + (b[0] - a[0]) * along,
  y: a[1] + (b[1] - a[1]) * along,
  z,
});

/** A light or grille on both halves (or the middle) of an edge's band face. */
function bandPatches(
  a: Point2,
  b: Point2,
  [from, to]: readonly [number, number],
  across: readonly (readonly [number, number])[],
  colour: string,
): Face['decals'] {
  return across.map(([left, right]) => ({
    points: [
      onEdge(a, b, from, left),
      onEdge(a, b, to, left),
      onEdge(a, b, to, right),
      onEdge(a, b, from, right),
    ],
    colour,
  }));
}

/** The faces of `profile` extruded across `width`: both sides and one band per edge. */
function prismFaces(
  profile: readonly Point2[],
  width: number,
  colourOf: (edge: number) => string,
  sideColour: string,
  decalsOf: (edge: number, a: Point2, b: Point2) => Face['decals'],
  sideDecals: (z: number) => Face['decals'],
): Face[] {
  const half = width / 2;
  const sides: Face[] = [half, -half].map((z) => ({
    points: (z > 0 ? profile : [...profile].reverse()).map((point) => at(point, z)),
    normal: { x: 0, y: 0, z: Math.sign(z) },
    colour: sideColour,
    decals: sideDecals(z),
  }));
  const bands = profile.map((a, edge): Face => {
    const b = profile[(edge + 1) % profile.length] ?? a;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return {
      points: [at(a, half), at(b, half), at(b, -half), at(a, -half)],
      normal: { x: (b[1] - a[1]) / length, y: -(b[0] - a[0]) / length, z: 0 },
      colour: colourOf(edge),
      decals: decalsOf(edge, a, b),
    };
  });
  return [...sides, ...bands];
}

function drawFaces(faces: readonly Face[], camera: Camera): string {
  return faces
    .filter((face) => facing(face.normal, camera) > 1e-6)
    .map((face) => {
      const light = brightness(face.normal, camera);
      return [
        polygon(face.points, camera, shade(face.colour, light)),
        ...face.decals.map((decal) =>
          polygon(decal.points, camera, shade(decal.colour, Math.min(1, light + 0.1))),
        ),
      ].join('');
    })
    .join('');
}

/** The profile shrunk towards its centre, cut off behind `rearX`: the side window inside the pillars. */
function windowOutline(profile: readonly Point2[], rearX = -Infinity): Point2[] {
  const centreX = profile.reduce((sum, [x]) => sum + x, 0) / profile.length;
  const centreY = profile.reduce((sum, [, y]) => sum + y, 0) / profile.length;
  const shrunk = profile.map(([x, y]): Point2 => [
    centreX + (x - centreX) * 0.84,
    centreY + (y - centreY) * 0.8,
  ]);
  const clipped: Point2[] = [];
  shrunk.forEach((a, index) => {
    const b = shrunk[(index + 1) % shrunk.length] ?? a;
    if (a[0] >= rearX) clipped.push(a);
    if (a[0] >= rearX !== b[0] >= rearX) {
      const along = (rearX - a[0]) / (b[0] - a[0]);
      clipped.push([rearX, a[1] + (b[1] - a[1]) * along]);
    }
  });
  return clipped;
}

function wheel(centreX: number, radius: number, z: number, camera: Camera): string {
  const ring = (scale: number): Point3[] =>
    Array.from({ length: 18 }, (_, step) => {
      const angle = (step / 18) * 2 * Math.PI;
      return {
        x: centreX + Math.cos(angle) * radius * scale,
        y: radius + Math.sin(angle) * radius * scale,
        z,
      };
    });
  const seen = Math.abs(facing({ x: 0, y: 0, z: Math.sign(z) }, camera)) > 0.05;
  return [polygon(ring(1), camera, TYRE), ...(seen ? [polygon(ring(0.6), camera, RIM)] : [])].join('');
}

function shadow(geometry: ShapeGeometry, camera: Camera): string {
  const xs = geometry.body.map(([x]) => x);
  const front = Math.max(...xs) + 0.15;
  const rear = Math.min(...xs) - 0.15;
  const half = geometry.width / 2 + 0.15;
  const corners = [
    { x: rear, y: 0, z: half },
    { x: front, y: 0, z: half },
    { x: front, y: 0, z: -half },
    { x: rear, y: 0, z: -half },
  ];
  return polygon(corners, camera, '#000').replace('/>', ' opacity=".16"/>');
}

/** The SVG of `frame` (0 to EXTERIOR_FRAMES - 1) of a `shape` car painted `paint` (`#rrggbb`). */
export function exteriorFrameSvg(shape: FrameShape, paint: string, frame: number): string {
  const geometry = SHAPES[shape];
  const yaw = ((FIRST_FRAME_YAW_DEGREES + (frame * 360) / EXTERIOR_FRAMES) * Math.PI) / 180;
  const camera: Camera = { cos: Math.cos(yaw), sin: Math.sin(yaw) };
  const { body, cabin, width, noseEdge, tailEdge, wheels, wheelRadius } = geometry;
  const half = width / 2;
  const glass = mix(GLASS, paint, 0.12);

  const arches = (z: number): Face['decals'] =>
    wheels.map((centreX) => ({
      points: Array.from({ length: 10 }, (_, step) => {
        const angle = (step / 9) * Math.PI;
        return {
          x: centreX + Math.cos(angle) * wheelRadius * 1.18,
          y: wheelRadius + Math.sin(angle) * wheelRadius * 1.18,
          z,
        };
      }),
      colour: '#0d0e10',
    }));
  const lights = (edge: number, a: Point2, b: Point2): Face['decals'] => {
    if (edge === noseEdge - 1) return bandPatches(a, b, [0.25, 0.8], [[-half * 0.42, half * 0.42]], GRILLE);
    if (edge === noseEdge)
      return bandPatches(
        a,
        b,
        [0.1, 0.5],
        [
          [half * 0.55, half * 0.92],
          [-half * 0.92, -half * 0.55],
        ],
        HEADLIGHT,
      );
    if (edge === tailEdge)
      return bandPatches(
        a,
        b,
        [0.12, 0.45],
        [
          [half * 0.6, half * 0.94],
          [-half * 0.94, -half * 0.6],
        ],
        TAILLIGHT,
      );
    return [];
  };
  const bodyFaces = prismFaces(body, width, () => paint, paint, lights, arches);
  const window = windowOutline(cabin, geometry.windowRearX);
  const cabinFaces = prismFaces(
    cabin,
    width * CABIN_WIDTH_SHARE,
    // The cabin's bands: base, windscreen, roof, rear window (a van's cargo doors).
    (edge) => (edge === 2 || (edge === 3 && geometry.windowRearX !== undefined) ? paint : glass),
    paint,
    () => [],
    (z) => [
      {
        points: (z > 0 ? window : [...window].reverse()).map((point) => at(point, z + Math.sign(z) * 0.001)),
        colour: glass,
      },
    ],
  );

  const nearSide = facing({ x: 0, y: 0, z: 1 }, camera) >= 0 ? 1 : -1;
  const wheelSet = (side: number) =>
    wheels.map((centreX) => wheel(centreX, wheelRadius, side * (half + 0.01), camera)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f6f8"/>',
    '<stop offset=".72" stop-color="#e4e7eb"/><stop offset="1" stop-color="#d3d7dc"/></linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
    shadow(geometry, camera),
    wheelSet(-nearSide),
    drawFaces(bodyFaces, camera),
    wheelSet(nearSide),
    drawFaces(cabinFaces, camera),
    '</svg>',
  ].join('');
}
