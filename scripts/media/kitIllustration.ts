/**
 * Product pictures of the accessory kits: each accessory drawn on a light seamless backdrop with a soft
 * floor shadow, the way a parts catalogue shows them.
 */
import type { KitImageName } from '../seed/catalogues/kits.generated';
import { blurFilter, linearGradient, radialGradient, shade, studioBackdrop, svgDocument } from './svg';

const FLOOR = 620;

const shadow = (cx: number, rx: number, ry = 26): string =>
  `<ellipse cx="${cx}" cy="${FLOOR}" rx="${rx}" ry="${ry}" fill="#1c1f23" opacity="0.35" filter="url(#kitShadow)"/>`;

function roofBars(y: number): string {
  return [300, 860]
    .map(
      (x) =>
        `<rect x="${x - 150}" y="${y}" width="300" height="22" rx="10" fill="url(#aluminium)"/><rect x="${x - 160}" y="${y + 14}" width="40" height="70" rx="8" fill="#23262a"/><rect x="${x + 120}" y="${y + 14}" width="40" height="70" rx="8" fill="#23262a"/>`,
    )
    .join('');
}

const DRAWINGS: Record<KitImageName, () => string> = {
  'roof-box': () =>
    [
      shadow(600, 470),
      roofBars(520),
      `<path d="M130 520Q140 330 470 300H900Q1080 320 1090 520Z" fill="url(#glossBlack)"/>`,
      `<path d="M180 470Q220 350 480 330H880Q1010 350 1040 470" fill="none" stroke="#5b6169" stroke-width="6"/>`,
      `<path d="M420 320Q600 290 860 322" stroke="#ffffff" stroke-width="10" opacity="0.35" fill="none"/>`,
      `<rect x="560" y="420" width="80" height="30" rx="8" fill="#8d939a"/>`,
    ].join(''),
  'load-carrier': () =>
    [
      shadow(600, 440),
      `<path d="M170 470L980 390" stroke="url(#aluminium)" stroke-width="34" stroke-linecap="round"/>`,
      `<path d="M220 560L1030 480" stroke="url(#aluminium)" stroke-width="34" stroke-linecap="round"/>`,
      ...[
        [240, 466],
        [880, 402],
        [290, 556],
        [930, 492],
      ].map(([x = 0, y = 0]) => `<path d="M${x - 30} ${y}h60l-10 80h-40z" fill="#23262a"/>`),
      `<path d="M170 470L980 390" stroke="#ffffff" stroke-width="5" opacity="0.5"/>`,
    ].join(''),
  'bike-carrier': () =>
    [
      shadow(600, 430),
      `<rect x="230" y="540" width="740" height="34" rx="14" fill="#2b2f34"/>`,
      `<rect x="550" y="574" width="100" height="40" fill="#3b4046"/>`,
      `<circle cx="380" cy="430" r="120" fill="none" stroke="#1d1f22" stroke-width="22"/>`,
      `<circle cx="820" cy="430" r="120" fill="none" stroke="#1d1f22" stroke-width="22"/>`,
      `<path d="M380 430L520 300H720L820 430M520 300L600 430L720 300M600 430H380M500 270H560M720 300L700 250H760" stroke="#d33a2c" stroke-width="16" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
      `<path d="M600 520V260" stroke="#8d939a" stroke-width="14"/>`,
    ].join(''),
  'tow-bar': () =>
    [
      shadow(600, 320),
      `<rect x="260" y="300" width="680" height="70" rx="14" fill="url(#steel)"/>`,
      `<path d="M560 360Q560 520 700 540H760" stroke="url(#steel)" stroke-width="60" fill="none"/>`,
      `<circle cx="800" cy="520" r="52" fill="url(#ball)"/>`,
      `<rect x="330" y="380" width="90" height="90" rx="14" fill="#1d1f22"/>`,
      `<circle cx="375" cy="425" r="26" fill="#3b3f45" stroke="#8d939a" stroke-width="4"/>`,
    ].join(''),
  'floor-mats': () =>
    [
      shadow(600, 460, 30),
      ...[
        [250, '#2a2c30'],
        [640, '#303237'],
      ].map(([x, fill]) => {
        const left = Number(x);
        const grooves = Array.from(
          { length: 8 },
          (_, index) =>
            `<path d="M${left + 40} ${300 + index * 34}H${left + 290}" stroke="#1b1c1f" stroke-width="8" stroke-linecap="round"/>`,
        );
        return `<path d="M${left} 250H${left + 330}L${left + 350} 600H${left - 20}Z" fill="${fill}"/><path d="M${left} 250H${left + 330}L${left + 350} 600H${left - 20}Z" fill="none" stroke="#46494f" stroke-width="10"/>${grooves.join('')}`;
      }),
    ].join(''),
  'cargo-liner': () =>
    [
      shadow(600, 470, 32),
      `<path d="M170 300H1030L1080 600H120Z" fill="#1f2124"/>`,
      `<path d="M210 330H990L1030 570H170Z" fill="#2d3034"/>`,
      ...Array.from(
        { length: 7 },
        (_, index) =>
          `<path d="M${260 + index * 110} 345L${230 + index * 118} 555" stroke="#1b1d20" stroke-width="10"/>`,
      ),
      `<path d="M170 300H1030" stroke="#4a4e54" stroke-width="8"/>`,
    ].join(''),
  'mud-flaps': () =>
    [
      shadow(600, 380),
      ...[360, 800].map(
        (x) =>
          `<path d="M${x - 130} 220H${x + 130}V560Q${x} 600 ${x - 130} 560Z" fill="url(#rubber)"/>${[
            0, 1, 2, 3,
          ]
            .map(
              (row) =>
                `<path d="M${x - 100} ${300 + row * 60}H${x + 100}" stroke="#101113" stroke-width="10" stroke-linecap="round"/>`,
            )
            .join('')}<rect x="${x - 110}" y="230" width="220" height="26" rx="8" fill="#3c4046"/>`,
      ),
    ].join(''),
  'winter-wheels': () =>
    [
      shadow(600, 380),
      ...[
        [760, 410, 0.92],
        [480, 400, 1],
      ].map(([cx = 0, cy = 0, scale = 1]) => {
        const r = 190 * scale;
        const blocks = Array.from({ length: 28 }, (_, index) => {
          const angle = (index / 28) * Math.PI * 2;
          return `<rect x="${cx + Math.cos(angle) * (r - 18) - 9}" y="${cy + Math.sin(angle) * (r - 18) - 14}" width="18" height="28" rx="4" fill="#2d3034" transform="rotate(${(angle * 180) / Math.PI + 90} ${cx + Math.cos(angle) * (r - 18)} ${cy + Math.sin(angle) * (r - 18)})"/>`;
        });
        const spokes = Array.from({ length: 5 }, (_, index) => {
          const angle = (index / 5) * Math.PI * 2;
          return `<path d="M${cx + Math.cos(angle) * r * 0.16} ${cy + Math.sin(angle) * r * 0.16}L${cx + Math.cos(angle) * r * 0.55} ${cy + Math.sin(angle) * r * 0.55}" stroke="url(#aluminium)" stroke-width="${26 * scale}" stroke-linecap="round"/>`;
        });
        return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181b"/>${blocks.join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#3a3d42"/>${spokes.join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#c9cdd2"/>`;
      }),
      `<g transform="translate(960 220)" stroke="#3b82c4" stroke-width="8" stroke-linecap="round">${[0, 60, 120].map((angle) => `<path d="M-40 0H40" transform="rotate(${angle})"/>`).join('')}</g>`,
    ].join(''),
  'charging-cable': () =>
    [
      shadow(560, 380),
      ...[0, 1, 2, 3, 4].map(
        (index) =>
          `<ellipse cx="${520 + index * 8}" cy="${440 - index * 10}" rx="${260 - index * 12}" ry="${120 - index * 5}" fill="none" stroke="#202225" stroke-width="24"/>`,
      ),
      `<path d="M780 420Q900 380 930 300" stroke="#202225" stroke-width="24" fill="none"/>`,
      `<g transform="translate(950 250) rotate(-20)"><rect x="-70" y="-60" width="140" height="150" rx="40" fill="#2c2f33"/><circle cx="0" cy="-10" r="52" fill="#1a1b1e"/>${[
        [-22, -28],
        [22, -28],
        [-32, 2],
        [0, 2],
        [32, 2],
        [-16, 28],
        [16, 28],
      ]
        .map(([x = 0, y = 0]) => `<circle cx="${x}" cy="${y - 10}" r="8" fill="#c9cdd2"/>`)
        .join('')}<rect x="-50" y="60" width="100" height="18" rx="6" fill="#19a974"/></g>`,
    ].join(''),
  wallbox: () =>
    [
      `<rect x="360" y="120" width="480" height="500" fill="#eceef1"/>`,
      shadow(600, 240, 18),
      `<rect x="460" y="170" width="280" height="360" rx="50" fill="url(#wallboxBody)"/>`,
      `<rect x="560" y="230" width="80" height="10" rx="5" fill="#19a974"/>`,
      `<circle cx="600" cy="330" r="40" fill="none" stroke="#c4c8cd" stroke-width="8"/>`,
      `<path d="M600 530Q600 600 700 600Q820 600 800 520Q780 470 840 450" stroke="#202225" stroke-width="20" fill="none"/>`,
    ].join(''),
};

export function kitSvg(name: KitImageName): string {
  const backdrop = studioBackdrop(FLOOR - 80, '#eceef1');
  return svgDocument(
    [
      ...backdrop.defs,
      blurFilter('kitShadow', 16),
      linearGradient('aluminium', [
        [0, '#f2f4f6'],
        [0.5, '#b7bdc4'],
        [1, '#7c838b'],
      ]),
      linearGradient('steel', [
        [0, '#6c727a'],
        [1, '#2e3237'],
      ]),
      linearGradient('glossBlack', [
        [0, '#4a4f56'],
        [0.35, '#1d2024'],
        [1, '#0c0d0f'],
      ]),
      linearGradient('rubber', [
        [0, '#2b2e32'],
        [1, '#151618'],
      ]),
      linearGradient('wallboxBody', [
        [0, '#ffffff'],
        [1, shade('#d9dde1', -0.05)],
      ]),
      radialGradient(
        'ball',
        [
          [0, '#d7dbe0'],
          [1, '#4a4f56'],
        ],
        [0.35, 0.35, 0.7],
      ),
    ],
    [...backdrop.body, DRAWINGS[name]()],
  );
}
