/**
 * Interior pictures of the demo cars: the dashboard seen from the driver's seat, the seats seen from the
 * rear door and the boot (or load area) seen from behind. One palette per car shape keeps them apart: dark
 * leather for the saloon, light fabric for the hatchback, grey plastics and a plywood floor for the van.
 */
import type { CarShape, InteriorView } from '../seed/demoImages';
import { HEIGHT, WIDTH, blurFilter, linearGradient, radialGradient, shade, svgDocument } from './svg';

interface Palette {
  dash: string;
  trim: string;
  seat: string;
  accent: string;
  carpet: string;
  /** Height of the dashboard's top edge: an SUV or a van sits higher. */
  dashTop: number;
}

const PALETTES: Record<CarShape, Palette> = {
  sedan: {
    dash: '#2a2c31',
    trim: '#8a7660',
    seat: '#3b2f29',
    accent: '#c9a27a',
    carpet: '#2c2d30',
    dashTop: 430,
  },
  estate: {
    dash: '#2c2f34',
    trim: '#9aa1a9',
    seat: '#474c53',
    accent: '#d6dce2',
    carpet: '#303236',
    dashTop: 440,
  },
  hatchback: {
    dash: '#33363b',
    trim: '#7b8591',
    seat: '#8b9098',
    accent: '#5fa8d3',
    carpet: '#35373b',
    dashTop: 445,
  },
  suv: {
    dash: '#2f2a26',
    trim: '#a48865',
    seat: '#cdbfa9',
    accent: '#e0c9a6',
    carpet: '#3a3531',
    dashTop: 470,
  },
  coupe: {
    dash: '#1e1f22',
    trim: '#b3262e',
    seat: '#1f2024',
    accent: '#d2333c',
    carpet: '#232427',
    dashTop: 420,
  },
  van: {
    dash: '#45484d',
    trim: '#6b7077',
    seat: '#3d4146',
    accent: '#f0a430',
    carpet: '#3b3e42',
    dashTop: 480,
  },
};

function outdoors(horizon: number): { defs: string[]; body: string[] } {
  return {
    defs: [
      linearGradient(
        'sky',
        [
          [0, '#b9d3ea'],
          [1, '#eef4f8'],
        ],
        [0, 0, 0, horizon],
        true,
      ),
      blurFilter('haze', 10),
    ],
    body: [
      `<rect width="${WIDTH}" height="${horizon + 40}" fill="url(#sky)"/>`,
      `<path d="M0 ${horizon - 30}Q300 ${horizon - 90} 620 ${horizon - 40}T${WIDTH} ${horizon - 60}V${horizon + 40}H0Z" fill="#9db39f" filter="url(#haze)"/>`,
      `<path d="M0 ${horizon}Q600 ${horizon - 25} ${WIDTH} ${horizon + 5}V${horizon + 40}H0Z" fill="#7f9583" filter="url(#haze)"/>`,
    ],
  };
}

function roundedRect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra}/>`;
}

function dashboard(palette: Palette, shape: CarShape): string {
  const top = palette.dashTop;
  const scene = outdoors(top - 20);
  const wheelX = 360;
  const wheelY = top + 215;
  const vents = [170, 900].map(
    (x) =>
      `<g>${roundedRect(x, top + 40, 130, 46, 10, shade(palette.dash, -0.35))}${[0, 1, 2]
        .map(
          (row) =>
            `<rect x="${x + 10}" y="${top + 50 + row * 12}" width="110" height="4" fill="${shade(palette.dash, 0.2)}"/>`,
        )
        .join('')}</g>`,
  );
  const screenWidth = shape === 'van' ? 200 : 270;
  const screenX = 600 - screenWidth / 2 + 40;
  const mapRoads = [
    [
      [0.1, 0.2],
      [0.5, 0.45],
      [0.8, 0.95],
    ],
    [
      [0, 0.75],
      [0.35, 0.6],
      [1, 0.35],
    ],
    [
      [0.6, 0],
      [0.65, 1],
    ],
  ]
    .map((road) =>
      road.map(
        ([u = 0, v = 0]) => `${(screenX + u * screenWidth).toFixed(1)} ${(top + 10 + v * 170).toFixed(1)}`,
      ),
    )
    .map((points) => `<path d="M${points.join('L')}" stroke="#ffffff" stroke-width="7" fill="none"/>`)
    .join('');
  return svgDocument(
    [
      ...scene.defs,
      linearGradient(
        'dash',
        [
          [0, shade(palette.dash, 0.22)],
          [0.12, palette.dash],
          [1, shade(palette.dash, -0.45)],
        ],
        [0, top, 0, HEIGHT],
        true,
      ),
      linearGradient('headliner', [
        [0, '#5a5d62'],
        [1, '#3a3c40'],
      ]),
      radialGradient('cluster', [
        [0, '#1d3550'],
        [1, '#0b1118'],
      ]),
    ],
    [
      ...scene.body,
      `<path d="M0 0H${WIDTH}V70Q600 120 0 70Z" fill="url(#headliner)"/>`,
      `<path d="M0 40L120 40L60 ${top + 40}L0 ${top + 60}Z" fill="${shade(palette.dash, -0.2)}"/>`,
      `<path d="M${WIDTH} 40L${WIDTH - 120} 40L${WIDTH - 60} ${top + 40}L${WIDTH} ${top + 60}Z" fill="${shade(palette.dash, -0.2)}"/>`,
      `<path d="M0 ${top + 30}Q600 ${top - 50} ${WIDTH} ${top + 30}V${HEIGHT}H0Z" fill="url(#dash)"/>`,
      `<path d="M40 ${top + 120}Q600 ${top + 70} ${WIDTH - 40} ${top + 120}" stroke="${palette.trim}" stroke-width="14" fill="none" opacity="0.85"/>`,
      ...vents,
      roundedRect(screenX, top + 10, screenWidth, 170, 16, '#0e1114'),
      roundedRect(screenX + 8, top + 18, screenWidth - 16, 154, 10, '#e4e9ec'),
      `<clipPath id="screen"><rect x="${screenX + 8}" y="${top + 18}" width="${screenWidth - 16}" height="154" rx="10"/></clipPath>`,
      `<g clip-path="url(#screen)">${mapRoads}</g>`,
      `<path d="M${screenX + 30} ${top + 140}L${screenX + 120} ${top + 90}L${screenX + screenWidth - 40} ${top + 60}" stroke="#2f7fd8" stroke-width="6" fill="none"/>`,
      `<circle cx="${screenX + 120}" cy="${top + 90}" r="10" fill="#2f7fd8" stroke="#ffffff" stroke-width="3"/>`,
      roundedRect(wheelX - 150, top + 20, 300, 110, 18, 'url(#cluster)'),
      `<path d="M${wheelX - 110} ${top + 105}A60 60 0 0 1 ${wheelX - 10} ${top + 105}" stroke="#5fc6ff" stroke-width="6" fill="none"/>`,
      `<path d="M${wheelX + 10} ${top + 105}A60 60 0 0 1 ${wheelX + 110} ${top + 105}" stroke="${palette.accent}" stroke-width="6" fill="none"/>`,
      `<ellipse cx="${wheelX}" cy="${wheelY}" rx="190" ry="168" fill="none" stroke="#141518" stroke-width="36"/>`,
      `<ellipse cx="${wheelX}" cy="${wheelY}" rx="190" ry="168" fill="none" stroke="#3d3f44" stroke-width="3" stroke-dasharray="3 9"/>`,
      `<path d="M${wheelX - 175} ${wheelY + 10}Q${wheelX} ${wheelY - 20} ${wheelX + 175} ${wheelY + 10}L${wheelX + 170} ${wheelY + 50}Q${wheelX} ${wheelY + 30} ${wheelX - 170} ${wheelY + 50}Z" fill="#1b1c1f"/>`,
      `<path d="M${wheelX - 28} ${wheelY + 40}H${wheelX + 28}L${wheelX + 18} ${wheelY + 165}H${wheelX - 18}Z" fill="#1b1c1f"/>`,
      roundedRect(wheelX - 70, wheelY - 20, 140, 95, 30, '#222327'),
      `<circle cx="${wheelX}" cy="${wheelY + 27}" r="20" fill="#8d9299" stroke="#cfd3d8" stroke-width="3"/>`,
      `<circle cx="${wheelX - 120}" cy="${wheelY + 22}" r="9" fill="#3b3d42"/><circle cx="${wheelX + 120}" cy="${wheelY + 22}" r="9" fill="#3b3d42"/>`,
      `<path d="M${WIDTH / 2 + 90} ${HEIGHT}L${WIDTH / 2 + 130} ${top + 230}H${WIDTH / 2 + 330}L${WIDTH / 2 + 370} ${HEIGHT}Z" fill="${shade(palette.dash, -0.25)}"/>`,
      roundedRect(WIDTH / 2 + 205, top + 270, 50, 80, 14, '#121316'),
      `<circle cx="${WIDTH / 2 + 230}" cy="${top + 262}" r="22" fill="${palette.trim}"/>`,
    ],
  );
}

function seat(x: number, y: number, scale: number, colour: string): string {
  const s = (value: number) => (value * scale).toFixed(1);
  return `<g transform="translate(${x} ${y})">
<path d="M${s(-150)} ${s(0)}Q${s(-160)} ${s(-260)} ${s(-110)} ${s(-330)}H${s(110)}Q${s(160)} ${s(-260)} ${s(150)} ${s(0)}Z" fill="${colour}"/>
<path d="M${s(-120)} ${s(-20)}Q${s(-125)} ${s(-240)} ${s(-85)} ${s(-300)}H${s(85)}Q${s(125)} ${s(-240)} ${s(120)} ${s(-20)}Z" fill="${shade(colour, 0.1)}"/>
<rect x="${s(-70)}" y="${s(-440)}" width="${s(140)}" height="${s(95)}" rx="${s(30)}" fill="${shade(colour, -0.05)}"/>
<rect x="${s(-30)}" y="${s(-350)}" width="${s(10)}" height="${s(30)}" fill="#8b9096"/>
<rect x="${s(20)}" y="${s(-350)}" width="${s(10)}" height="${s(30)}" fill="#8b9096"/>
</g>`;
}

function seats(palette: Palette, shape: CarShape): string {
  const horizon = 300;
  const scene = outdoors(horizon);
  const rearSeats =
    shape === 'van' ? [] : [430, 600, 770].map((x) => seat(x, 560, 0.72, shade(palette.seat, -0.12)));
  return svgDocument(
    [
      ...scene.defs,
      linearGradient('cabinWall', [
        [0, shade(palette.dash, 0.25)],
        [1, shade(palette.dash, -0.3)],
      ]),
      linearGradient('floorCarpet', [
        [0, shade(palette.carpet, -0.2)],
        [1, shade(palette.carpet, 0.15)],
      ]),
    ],
    [
      ...scene.body,
      `<path d="M0 0H${WIDTH}V120Q600 170 0 120Z" fill="#4b4e53"/>`,
      `<path d="M0 120L240 200V${HEIGHT}H0Z" fill="url(#cabinWall)"/>`,
      `<path d="M${WIDTH} 120L${WIDTH - 240} 200V${HEIGHT}H${WIDTH}Z" fill="url(#cabinWall)"/>`,
      `<path d="M240 200H${WIDTH - 240}V${horizon + 60}H240Z" fill="none" stroke="#1b1c1f" stroke-width="18"/>`,
      `<path d="M240 ${horizon + 60}H${WIDTH - 240}V600H240Z" fill="${shade(palette.seat, -0.3)}"/>`,
      ...rearSeats,
      `<path d="M240 600H${WIDTH - 240}L${WIDTH}  ${HEIGHT}H0Z" fill="url(#floorCarpet)"/>`,
      seat(250, 860, 1.15, palette.seat),
      seat(950, 860, 1.15, palette.seat),
      `<path d="M520 ${HEIGHT}L560 560H640L680 ${HEIGHT}Z" fill="${shade(palette.dash, -0.1)}"/>`,
      `<rect x="575" y="585" width="50" height="60" rx="10" fill="${palette.trim}"/>`,
    ],
  );
}

function boot(palette: Palette, shape: CarShape): string {
  const van = shape === 'van';
  const floor = van ? '#c9a877' : shade(palette.carpet, 0.22);
  const wall = van ? '#c4c8cc' : shade(palette.carpet, 0.3);
  const backWall = van ? '#aeb3b8' : palette.seat;
  const [left, right, top, bottom] = van ? [150, 1050, 90, 720] : [230, 970, 200, 690];
  const [farLeft, farRight, farTop, farBottom] = van ? [400, 800, 250, 470] : [430, 770, 330, 500];
  const lashing = van
    ? [430, 770].flatMap((x) =>
        [500, 640].map(
          (y) =>
            `<circle cx="${x + (x < 600 ? -(y - 470) * 0.6 : (y - 470) * 0.6)}" cy="${y}" r="9" fill="#55595e"/>`,
        ),
      )
    : [];
  const planks = van
    ? [0.25, 0.5, 0.75].map(
        (t) =>
          `<path d="M${farLeft + (farRight - farLeft) * t} ${farBottom}L${left + (right - left) * t} ${bottom}" stroke="#a98a5d" stroke-width="3"/>`,
      )
    : [];
  const headrests = van
    ? []
    : [
        ...[480, 600, 720].map(
          (x) =>
            `<rect x="${x - 45}" y="${farTop - 45}" width="90" height="55" rx="18" fill="${shade(palette.seat, -0.08)}"/>`,
        ),
        `<path d="M${farLeft + (farRight - farLeft) * 0.6} ${farTop + 8}V${farBottom - 4}" stroke="${shade(palette.seat, -0.35)}" stroke-width="4"/>`,
        `<path d="M${farLeft + 12} ${farTop + 30}H${farRight - 12}" stroke="${shade(palette.seat, 0.2)}" stroke-width="3" opacity="0.6"/>`,
      ];
  return svgDocument(
    [
      linearGradient('garage', [
        [0, '#f1f2f4'],
        [1, '#d9dce0'],
      ]),
      linearGradient(
        'bootFloor',
        [
          [0, shade(floor, -0.25)],
          [1, shade(floor, 0.1)],
        ],
        [0, farBottom, 0, bottom],
        true,
      ),
      linearGradient('bodyEdge', [
        [0, '#5b6067'],
        [1, '#2d3035'],
      ]),
    ],
    [
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#garage)"/>`,
      `<path d="M${left - 90} ${top - 70}H${right + 90}L${right + 120} ${bottom + 60}H${left - 120}Z" fill="url(#bodyEdge)"/>`,
      `<path d="M${left} ${top}H${right}V${bottom}H${left}Z" fill="${shade(wall, -0.35)}"/>`,
      `<path d="M${left} ${top}L${farLeft} ${farTop}V${farBottom}L${left} ${bottom}Z" fill="${wall}"/>`,
      `<path d="M${right} ${top}L${farRight} ${farTop}V${farBottom}L${right} ${bottom}Z" fill="${shade(wall, -0.12)}"/>`,
      `<path d="M${left} ${top}H${right}L${farRight} ${farTop}H${farLeft}Z" fill="${van ? shade(wall, -0.25) : '#9a9ea4'}"/>`,
      `<path d="M${farLeft} ${farTop}H${farRight}V${farBottom}H${farLeft}Z" fill="${backWall}"/>`,
      ...headrests,
      `<path d="M${farLeft} ${farBottom}H${farRight}L${right} ${bottom}H${left}Z" fill="url(#bootFloor)"/>`,
      ...planks,
      ...lashing,
      `<path d="M${left - 120} ${bottom + 60}H${right + 120}V${HEIGHT}H${left - 120}Z" fill="#26292d"/>`,
      `<rect x="${left - 40}" y="${bottom + 10}" width="${right - left + 80}" height="22" rx="8" fill="#9aa0a7"/>`,
      `<path d="M${left - 90} ${top - 70}H${right + 90}" stroke="#1c1e21" stroke-width="14"/>`,
    ],
  );
}

export function carInteriorSvg(shape: CarShape, view: InteriorView): string {
  const palette = PALETTES[shape];
  if (view === 'dashboard') return dashboard(palette, shape);
  if (view === 'seats') return seats(palette, shape);
  return boot(palette, shape);
}
