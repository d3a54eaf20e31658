/**
 * Dealership pictures: a modern showroom, workshop or used-car lot under a day or evening sky, with a
 * neutral emblem (no lettering, so every market can use them) and a row of parked demo cars that the
 * renderer composites on top.
 */
import type { CarShape, DealerImageName, ExteriorView } from '../seed/demoImages';
import type { Colour } from '../seed/catalogues/keys.generated';
import {
  HEIGHT,
  WIDTH,
  blurFilter,
  linearGradient,
  polygonPath,
  radialGradient,
  shade,
  svgDocument,
} from './svg';

export interface ParkedCar {
  shape: CarShape;
  colour: Colour;
  view: ExteriorView;
  /** Centre of the car on the picture and the point its wheels stand on. */
  centreX: number;
  groundY: number;
  /** Size relative to the car pictures (1 = a 1200 px wide studio picture). */
  scale: number;
}

export interface DealerScene {
  svg: string;
  cars: readonly ParkedCar[];
}

interface DealerStyle {
  evening: boolean;
  cladding: string;
  accent: string;
  facade: 'glass' | 'timber' | 'workshop' | 'lot';
  corner: boolean;
  cars: readonly ParkedCar[];
}

const GROUND_TOP = 480;

const park = (
  shape: CarShape,
  colour: Colour,
  view: ExteriorView,
  centreX: number,
  groundY: number,
  scale: number,
): ParkedCar => ({
  shape,
  colour,
  view,
  centreX,
  groundY,
  scale,
});

const STYLES: Record<DealerImageName, DealerStyle> = {
  'glass-showroom': {
    evening: false,
    cladding: '#e9ecef',
    accent: '#1d4e89',
    facade: 'glass',
    corner: false,
    cars: [
      park('suv', 'white', 'front', 250, 700, 0.34),
      park('sedan', 'blue', 'front', 620, 720, 0.36),
      park('estate', 'grey', 'front', 980, 705, 0.34),
    ],
  },
  'dark-showroom': {
    evening: false,
    cladding: '#2f3338',
    accent: '#c8102e',
    facade: 'glass',
    corner: false,
    cars: [park('hatchback', 'red', 'front', 300, 715, 0.33), park('suv', 'black', 'front', 700, 730, 0.37)],
  },
  'timber-showroom': {
    evening: false,
    cladding: '#a7774c',
    accent: '#27543f',
    facade: 'timber',
    corner: false,
    cars: [park('estate', 'green', 'side', 330, 720, 0.33), park('suv', 'silver', 'front', 850, 720, 0.35)],
  },
  'corner-showroom': {
    evening: false,
    cladding: '#d7dade',
    accent: '#0f6b5c',
    facade: 'glass',
    corner: true,
    cars: [park('coupe', 'orange', 'front', 360, 725, 0.34), park('sedan', 'white', 'front', 820, 735, 0.35)],
  },
  workshop: {
    evening: false,
    cladding: '#c9cdd2',
    accent: '#e07b1a',
    facade: 'workshop',
    corner: false,
    cars: [park('van', 'white', 'front', 270, 715, 0.34), park('hatchback', 'silver', 'side', 920, 725, 0.3)],
  },
  'used-car-centre': {
    evening: false,
    cladding: '#f1f2f3',
    accent: '#2b6cb0',
    facade: 'lot',
    corner: false,
    cars: [
      park('hatchback', 'blue', 'front', 560, 600, 0.24),
      park('suv', 'grey', 'front', 790, 600, 0.25),
      park('sedan', 'black', 'front', 1020, 600, 0.24),
      park('estate', 'white', 'front', 200, 720, 0.33),
      park('suv', 'red', 'front', 560, 730, 0.34),
      park('hatchback', 'beige', 'front', 920, 735, 0.33),
    ],
  },
  'evening-showroom': {
    evening: true,
    cladding: '#3a3f46',
    accent: '#d4a017',
    facade: 'glass',
    corner: false,
    cars: [park('suv', 'blue', 'front', 330, 715, 0.35), park('sedan', 'silver', 'front', 820, 725, 0.35)],
  },
};

function sky(style: DealerStyle): { defs: string[]; body: string[] } {
  const stops: readonly (readonly [number, string])[] = style.evening
    ? [
        [0, '#1b2540'],
        [0.6, '#4d4a6b'],
        [1, '#e39a6a'],
      ]
    : [
        [0, '#7fb0dc'],
        [1, '#e3eef6'],
      ];
  const clouds = style.evening
    ? []
    : [
        [220, 110, 120, 26],
        [300, 95, 90, 22],
        [820, 140, 150, 24],
        [920, 125, 80, 20],
      ].map(
        ([cx, cy, rx, ry]) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ffffff" opacity="0.75" filter="url(#cloud)"/>`,
      );
  return {
    defs: [linearGradient('sky', stops, [0, 0, 0, GROUND_TOP], true), blurFilter('cloud', 12)],
    body: [`<rect width="${WIDTH}" height="${GROUND_TOP}" fill="url(#sky)"/>`, ...clouds],
  };
}

function trees(evening: boolean): string {
  const colour = evening ? '#1f2a2a' : '#4f6b55';
  const blobs = Array.from({ length: 14 }, (_, index) => {
    const x = 40 + index * 85 + (index % 3) * 17;
    const radius = 48 + (index % 4) * 9;
    return `<circle cx="${x}" cy="${GROUND_TOP - 40}" r="${radius}" fill="${colour}"/>`;
  });
  return `<g filter="url(#treeBlur)" opacity="0.9">${blobs.join('')}</g>`;
}

function ground(evening: boolean): string[] {
  const lines = Array.from({ length: 11 }, (_, index) => {
    const x = -300 + index * 180;
    return `<path d="M${600 + (x - 600) * 0.45} 560L${x} ${HEIGHT}" stroke="#f4f5f6" stroke-width="4" opacity="0.75"/>`;
  });
  return [
    `<rect y="${GROUND_TOP}" width="${WIDTH}" height="${HEIGHT - GROUND_TOP}" fill="url(#asphalt)"/>`,
    `<rect y="${GROUND_TOP}" width="${WIDTH}" height="34" fill="${evening ? '#5b5f66' : '#c3c7cc'}"/>`,
    `<path d="M0 560H${WIDTH}" stroke="#f4f5f6" stroke-width="4" opacity="0.75"/>`,
    ...lines,
  ];
}

function emblem(cx: number, cy: number, accent: string): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="26" fill="${accent}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="15" fill="none" stroke="#ffffff" stroke-width="5"/>`,
    `<rect x="${cx + 42}" y="${cy - 14}" width="170" height="12" rx="6" fill="${accent}"/>`,
    `<rect x="${cx + 42}" y="${cy + 6}" width="110" height="8" rx="4" fill="${shade(accent, 0.3)}"/>`,
  ].join('');
}

function glazing(x: number, y: number, width: number, height: number, evening: boolean): string {
  const mullions = Array.from({ length: Math.floor(width / 110) }, (_, index) => {
    const mx = x + (index + 1) * (width / (Math.floor(width / 110) + 1));
    return `<rect x="${mx - 3}" y="${y}" width="6" height="${height}" fill="#2a2e33"/>`;
  });
  const lights = Array.from({ length: Math.floor(width / 90) }, (_, index) => {
    const lx = x + 45 + index * 90;
    return `<ellipse cx="${lx}" cy="${y + 22}" rx="18" ry="5" fill="#ffffff" opacity="${evening ? 0.95 : 0.7}"/>`;
  });
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${evening ? 'litGlass' : 'glass'})"/>`,
    ...lights,
    `<rect x="${x}" y="${y + height - 40}" width="${width}" height="40" fill="#000000" opacity="0.12"/>`,
    `<path d="M${x + width * 0.1} ${y + height}L${x + width * 0.35} ${y}H${x + width * 0.42}L${x + width * 0.17} ${y + height}Z" fill="#ffffff" opacity="0.12"/>`,
    ...mullions,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="#2a2e33" stroke-width="6"/>`,
  ].join('');
}

function frontBuilding(style: DealerStyle): string[] {
  const { cladding, accent, evening, facade } = style;
  const parts: string[] = [];
  const [left, right, top, fasciaBottom, base] =
    facade === 'lot' ? [80, 560, 300, 350, GROUND_TOP] : [110, 1090, 200, 280, GROUND_TOP];
  parts.push(
    `<rect x="${left}" y="${top}" width="${right - left}" height="${base - top}" fill="${cladding}"/>`,
  );
  if (facade === 'timber') {
    for (let x = left + 8; x < right; x += 16) {
      parts.push(
        `<rect x="${x}" y="${top}" width="5" height="${fasciaBottom - top}" fill="${shade(cladding, -0.25)}"/>`,
      );
    }
  }
  parts.push(
    `<rect x="${left}" y="${top}" width="${right - left}" height="8" fill="${shade(cladding, -0.3)}"/>`,
  );
  parts.push(emblem(left + 60, (top + fasciaBottom) / 2, accent));
  if (facade === 'workshop') {
    parts.push(glazing(left + 20, fasciaBottom + 20, 240, base - fasciaBottom - 20, evening));
    [0, 1, 2].forEach((index) => {
      const x = left + 300 + index * 240;
      const slats = Array.from(
        { length: 9 },
        (_, row) =>
          `<rect x="${x}" y="${fasciaBottom + 30 + row * 19}" width="200" height="3" fill="#8d939a"/>`,
      );
      parts.push(
        `<rect x="${x}" y="${fasciaBottom + 20}" width="200" height="${base - fasciaBottom - 20}" fill="#b6bbc1"/>`,
        ...slats,
      );
      parts.push(
        `<rect x="${x}" y="${fasciaBottom + 20}" width="200" height="${base - fasciaBottom - 20}" fill="none" stroke="${accent}" stroke-width="6"/>`,
      );
    });
  } else {
    parts.push(glazing(left + 20, fasciaBottom + 14, right - left - 40, base - fasciaBottom - 14, evening));
  }
  if (facade !== 'lot') {
    const [portalLeft, portalRight] = [(left + right) / 2 - 90, (left + right) / 2 + 90];
    parts.push(
      `<path d="M${portalLeft} ${base}V${top - 30}H${portalRight}V${base}" fill="none" stroke="${accent}" stroke-width="22"/>`,
    );
  }
  return parts;
}

function cornerBuilding(style: DealerStyle): string[] {
  const { cladding, accent, evening } = style;
  const corner = 700;
  const leftFace: [number, number][] = [
    [90, 250],
    [corner, 190],
    [corner, GROUND_TOP + 20],
    [90, GROUND_TOP - 10],
  ];
  const rightFace: [number, number][] = [
    [corner, 190],
    [1120, 240],
    [1120, GROUND_TOP - 5],
    [corner, GROUND_TOP + 20],
  ];
  const glassLeft: [number, number][] = [
    [110, 320],
    [corner - 20, 280],
    [corner - 20, GROUND_TOP + 14],
    [110, GROUND_TOP - 14],
  ];
  const glassRight: [number, number][] = [
    [corner + 20, 280],
    [1100, 310],
    [1100, GROUND_TOP - 8],
    [corner + 20, GROUND_TOP + 14],
  ];
  const mullions = [0.2, 0.4, 0.6, 0.8].flatMap((t) => [
    `<path d="M${110 + t * (corner - 130)} ${320 - t * 40}V${GROUND_TOP - 14 + t * 28}" stroke="#2a2e33" stroke-width="6"/>`,
    `<path d="M${corner + 20 + t * (1080 - corner)} ${280 + t * 30}V${GROUND_TOP + 14 - t * 22}" stroke="#2a2e33" stroke-width="6"/>`,
  ]);
  return [
    `<path d="${polygonPath(leftFace)}" fill="${cladding}"/>`,
    `<path d="${polygonPath(rightFace)}" fill="${shade(cladding, -0.18)}"/>`,
    `<path d="${polygonPath(glassLeft)}" fill="url(#${evening ? 'litGlass' : 'glass'})"/>`,
    `<path d="${polygonPath(glassRight)}" fill="url(#${evening ? 'litGlass' : 'glass'})" opacity="0.9"/>`,
    ...mullions,
    `<path d="M${corner} 150V${GROUND_TOP + 20}" stroke="${accent}" stroke-width="26"/>`,
    emblem(170, 280, accent),
  ];
}

function pylon(accent: string, x: number): string {
  return [
    `<rect x="${x}" y="110" width="64" height="${GROUND_TOP - 100}" fill="${accent}"/>`,
    `<circle cx="${x + 32}" cy="160" r="20" fill="none" stroke="#ffffff" stroke-width="6"/>`,
    `<rect x="${x + 14}" y="200" width="36" height="6" rx="3" fill="#ffffff" opacity="0.8"/>`,
  ].join('');
}

function flags(accent: string, xs: readonly number[]): string {
  return xs
    .map(
      (x, index) =>
        `<path d="M${x} 200V${GROUND_TOP}" stroke="#d5d8dc" stroke-width="5"/><path d="M${x} 205h${60 - index * 4}v110h-${60 - index * 4}z" fill="${index % 2 === 0 ? accent : shade(accent, 0.45)}"/>`,
    )
    .join('');
}

function bunting(accent: string): string {
  const pennants = Array.from({ length: 20 }, (_, index) => {
    const x = 560 + index * 30;
    const y = 330 + Math.sin((index / 19) * Math.PI) * 40;
    return `<path d="M${x} ${y}l15 0l-7.5 22z" fill="${index % 2 === 0 ? accent : '#f2c230'}"/>`;
  });
  return `<path d="M560 330Q860 410 1160 330" stroke="#7a7f86" stroke-width="2" fill="none"/>${pennants.join('')}`;
}

export function dealerScene(name: DealerImageName): DealerScene {
  const style = STYLES[name];
  const background = sky(style);
  const defs = [
    ...background.defs,
    blurFilter('treeBlur', 6),
    blurFilter('glow', 30),
    linearGradient('asphalt', [
      [0, style.evening ? '#3c4047' : '#8a8f96'],
      [1, style.evening ? '#24272c' : '#6a6f76'],
    ]),
    linearGradient('glass', [
      [0, '#c9d8e4'],
      [0.45, '#7f95a8'],
      [1, '#3e4c59'],
    ]),
    linearGradient('litGlass', [
      [0, '#fff1cf'],
      [1, '#e0a45a'],
    ]),
    radialGradient('lampGlow', [
      [0, '#ffe9b8', 0.9],
      [1, '#ffe9b8', 0],
    ]),
  ];
  const building = style.corner ? cornerBuilding(style) : frontBuilding(style);
  const extras = [
    style.facade === 'lot' ? bunting(style.accent) : pylon(style.accent, style.corner ? 60 : 1110),
    style.facade === 'glass' && !style.corner ? flags(style.accent, [40, 70]) : '',
    style.evening
      ? [200, 1000]
          .map((x) => `<circle cx="${x}" cy="${GROUND_TOP + 20}" r="180" fill="url(#lampGlow)"/>`)
          .join('')
      : '',
  ];
  return {
    svg: svgDocument(defs, [
      ...background.body,
      trees(style.evening),
      ...ground(style.evening),
      ...building,
      ...extras,
    ]),
    cars: style.cars,
  };
}
