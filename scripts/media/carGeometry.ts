/**
 * Side profiles of the demo car shapes in millimetres (x from the front bumper backwards, y up from the
 * ground). The illustration extrudes the lower body and the cabin across the car's width, so a profile and
 * a few positions (axles, pillars, door seams) are all a shape needs.
 */
import type { CarShape } from '../seed/demoImages';

/** `[x, y, cornerRadius]`. */
export type ProfilePoint = readonly [number, number, number];

export type Surface = 'paint' | 'glass';

export interface CarGeometry {
  length: number;
  width: number;
  wheelRadius: number;
  axles: readonly [number, number];
  /** Closed outline of the body below the windows, clockwise from the lower front corner. */
  lower: readonly ProfilePoint[];
  /** Closed outline of the cabin: windscreen base, roof front, roof rear, rear window base. */
  cabin: readonly ProfilePoint[];
  /** Surface of each cabin edge (windscreen, roof, rear window, base). */
  cabinSurfaces: readonly Surface[];
  /** How much narrower the cabin is than the body on each side, in mm. */
  cabinInset: number;
  /** Door seams on the side, x positions. */
  doorSeams: readonly number[];
  /** Window pillars behind the A-pillar, x positions. */
  pillars: readonly number[];
  /** Side windows end here (vans have a closed load area). */
  windowsEnd: number;
  /** Black plastic around the wheel arches and along the sills. */
  cladding: boolean;
}

const REAR_GLASS: readonly Surface[] = ['glass', 'paint', 'glass', 'paint'];

export const CAR_GEOMETRY: Record<CarShape, CarGeometry> = {
  sedan: {
    length: 4700,
    width: 1830,
    wheelRadius: 350,
    axles: [930, 3760],
    lower: [
      [140, 230, 0],
      [0, 450, 150],
      [90, 720, 110],
      [1560, 900, 90],
      [3900, 950, 70],
      [4580, 965, 150],
      [4700, 680, 90],
      [4600, 250, 70],
    ],
    cabin: [
      [1560, 900, 0],
      [2330, 1420, 280],
      [3250, 1445, 340],
      [3940, 950, 0],
    ],
    cabinSurfaces: REAR_GLASS,
    cabinInset: 120,
    doorSeams: [1640, 2740, 3700],
    pillars: [2740],
    windowsEnd: 5000,
    cladding: false,
  },
  estate: {
    length: 4760,
    width: 1850,
    wheelRadius: 350,
    axles: [940, 3800],
    lower: [
      [140, 230, 0],
      [0, 450, 150],
      [90, 730, 110],
      [1560, 905, 90],
      [4620, 965, 60],
      [4760, 925, 60],
      [4740, 680, 80],
      [4650, 250, 70],
    ],
    cabin: [
      [1560, 905, 0],
      [2330, 1440, 280],
      [4420, 1465, 220],
      [4700, 965, 0],
    ],
    cabinSurfaces: REAR_GLASS,
    cabinInset: 120,
    doorSeams: [1650, 2750, 3720],
    pillars: [2750, 3760],
    windowsEnd: 5000,
    cladding: false,
  },
  hatchback: {
    length: 4300,
    width: 1790,
    wheelRadius: 335,
    axles: [880, 3520],
    lower: [
      [130, 220, 0],
      [0, 440, 140],
      [90, 720, 100],
      [1430, 900, 90],
      [3950, 960, 60],
      [4250, 940, 80],
      [4300, 680, 80],
      [4210, 240, 70],
    ],
    cabin: [
      [1430, 900, 0],
      [2180, 1440, 260],
      [3680, 1460, 300],
      [4240, 955, 0],
    ],
    cabinSurfaces: REAR_GLASS,
    cabinInset: 115,
    doorSeams: [1520, 2600, 3500],
    pillars: [2600],
    windowsEnd: 5000,
    cladding: false,
  },
  suv: {
    length: 4700,
    width: 1900,
    wheelRadius: 385,
    axles: [950, 3760],
    lower: [
      [140, 350, 0],
      [0, 580, 160],
      [100, 910, 120],
      [1500, 1080, 90],
      [4500, 1120, 60],
      [4680, 1090, 70],
      [4700, 780, 80],
      [4610, 350, 70],
    ],
    cabin: [
      [1500, 1080, 0],
      [2230, 1660, 260],
      [4310, 1680, 240],
      [4640, 1115, 0],
    ],
    cabinSurfaces: REAR_GLASS,
    cabinInset: 125,
    doorSeams: [1600, 2700, 3700],
    pillars: [2700, 3700],
    windowsEnd: 5000,
    cladding: true,
  },
  coupe: {
    length: 4700,
    width: 1860,
    wheelRadius: 355,
    axles: [1000, 3700],
    lower: [
      [140, 215, 0],
      [0, 420, 150],
      [90, 670, 110],
      [1780, 850, 110],
      [4000, 890, 80],
      [4560, 910, 170],
      [4700, 640, 90],
      [4600, 235, 70],
    ],
    cabin: [
      [1780, 850, 0],
      [2600, 1335, 280],
      [3180, 1355, 420],
      [4230, 890, 0],
    ],
    cabinSurfaces: REAR_GLASS,
    cabinInset: 125,
    doorSeams: [1860, 3150],
    pillars: [3120],
    windowsEnd: 5000,
    cladding: false,
  },
  van: {
    length: 5300,
    width: 2000,
    wheelRadius: 370,
    axles: [1000, 4300],
    lower: [
      [150, 330, 0],
      [0, 600, 140],
      [60, 1000, 160],
      [900, 1200, 120],
      [5230, 1240, 40],
      [5300, 1200, 40],
      [5300, 700, 60],
      [5210, 330, 60],
    ],
    cabin: [
      [900, 1200, 0],
      [1550, 1960, 300],
      [5220, 1990, 120],
      [5300, 1240, 0],
    ],
    cabinSurfaces: ['glass', 'paint', 'paint', 'paint'],
    cabinInset: 45,
    doorSeams: [1020, 2000, 3300, 5180],
    pillars: [],
    windowsEnd: 1900,
    cladding: false,
  },
};
