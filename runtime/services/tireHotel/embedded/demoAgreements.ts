/**
 * The embedded tyre hotel's demo customers (issue 19): six tyre storage agreements on Swedish plates (one
 * a 7-character personalised plate), each with one vehicle, its four stored tyres and the Hedin Automotive tyre
 * hotel keeping them, and four such workshops. Fixed data, so every machine shows the same cars; the
 * README lists which plate shows which behaviour. Phone numbers are from the series PTS keeps for fiction
 * (070-174 06 05 … 99), and what the search hands out is an opaque token for the number, never the number.
 */
import { createHmac } from 'node:crypto';
import type { TireHotelTire, TireHotelVehicle } from '../contract';

export interface DemoWorkshop {
  erpId: string;
  locationName: string;
  departmentName: string;
  address: string;
  phone: string;
  email: string;
  /** Lifts working side by side: how many cars one start time takes. */
  resources: number;
  /** ISO weekdays (1 Monday) on which the workshop takes cars for the day without giving times. */
  untimedWeekdays: readonly number[];
  /** No day has a free place (the page's no-dates text). */
  fullyBooked: boolean;
}

export interface DemoAgreement {
  /** The customer's mobile, digits only. */
  phone: string;
  vehicle: TireHotelVehicle;
}

export const DEMO_WORKSHOPS: readonly DemoWorkshop[] = [
  {
    erpId: 'SE-GBG-4410',
    locationName: 'Hedin Automotive Göteborg Högsbo',
    departmentName: 'Däckhotell Högsbo',
    address: 'Gruvgatan 35, 421 30 Västra Frölunda',
    phone: '031-760 45 00',
    email: 'dackhotell.hogsbo@hedinautomotive.se',
    resources: 3,
    untimedWeekdays: [],
    fullyBooked: false,
  },
  {
    erpId: 'SE-STH-2120',
    locationName: 'Hedin Automotive Stockholm Segeltorp',
    departmentName: 'Däckhotell Segeltorp',
    address: 'Smistavägen 11, 141 53 Huddinge',
    phone: '08-517 209 00',
    email: 'dackhotell.segeltorp@hedinautomotive.se',
    resources: 2,
    untimedWeekdays: [1, 5],
    fullyBooked: false,
  },
  {
    erpId: 'SE-MMA-3310',
    locationName: 'Hedin Automotive Malmö Bulltofta',
    departmentName: 'Däckhotell Bulltofta',
    address: 'Stenyxegatan 20, 213 76 Malmö',
    phone: '040-680 32 00',
    email: 'dackhotell.bulltofta@hedinautomotive.se',
    resources: 2,
    untimedWeekdays: [3],
    fullyBooked: false,
  },
  {
    erpId: 'SE-LLA-5220',
    locationName: 'Hedin Automotive Luleå',
    departmentName: 'Däckhotell Luleå',
    address: 'Depåvägen 1, 973 46 Luleå',
    phone: '0920-24 88 00',
    email: 'dackhotell.lulea@hedinautomotive.se',
    resources: 2,
    untimedWeekdays: [],
    fullyBooked: true,
  },
];

const POSITIONS = ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'] as const;

const STATUS = {
  1: 'Byte rekommenderas',
  2: 'Bra',
  3: 'Godkänt',
} as const;

interface TyreSet {
  name: string;
  /** `225/55 R17` as its three numbers. */
  size: readonly [sectionWidth: number, aspectRatio: number, rimDiameter: number];
  threadPattern: string;
  /** Tread depth in mm per position, front left, front right, rear left, rear right. */
  depths: readonly [number, number, number, number];
}

/** What the tyre hotel's inspection says of a tread depth in mm. */
const statusOf = (depth: number): keyof typeof STATUS => (depth < 4 ? 1 : depth < 5 ? 3 : 2);

function tyres({ name, size: [sectionWidth, aspectRatio, rimDiameter], threadPattern, depths }: TyreSet) {
  // Four positions, within the schema's eight.
  return POSITIONS.map((equipmentPosition, index): TireHotelTire => {
    const threadDepth = depths[index] ?? 0;
    const threadStatusId = statusOf(threadDepth);
    return {
      equipmentPosition,
      wheel: {
        name,
        rimDiameter,
        sectionWidth,
        aspectRatio,
        threadPattern,
        threadDepth,
        threadStatusId,
        threadStatusMessage: STATUS[threadStatusId],
      },
    };
  }) as TireHotelVehicle['tires'];
}

export const demoWorkshop = (erpId: string): DemoWorkshop | undefined =>
  DEMO_WORKSHOPS.find((workshop) => workshop.erpId === erpId);

function workshopOf(erpId: string): DemoWorkshop {
  const workshop = demoWorkshop(erpId);
  if (!workshop) throw new Error(`No demo workshop ${erpId}`);
  return workshop;
}

interface DemoCar {
  regNo: string;
  phone: string;
  name: string;
  brand: string;
  brandCode: string;
  model: string;
  premium: boolean;
  erpId: string;
  tyres: TyreSet;
}

const agreement = ({ regNo, phone, name, brand, brandCode, model, premium, erpId, tyres: set }: DemoCar) => {
  const { locationName, departmentName, phone: workshopPhone, email } = workshopOf(erpId);
  return {
    phone,
    vehicle: {
      regNo,
      name,
      brand,
      brandCode,
      productId: premium ? 'DH-PREMIUM-4' : 'DH-BAS-4',
      packageLevel: premium ? 'Däckhotell Premium' : 'Däckhotell Bas',
      location: { locationName, departmentName, erpId, phone: workshopPhone, email, model },
      tires: tyres(set),
    },
  };
};

export const DEMO_AGREEMENTS: readonly DemoAgreement[] = [
  agreement({
    regNo: 'ABC123',
    phone: '0701740612',
    name: 'Volvo XC60 B4 AWD Plus',
    brand: 'Volvo',
    brandCode: 'VOLVO',
    model: 'XC60',
    premium: true,
    erpId: 'SE-GBG-4410',
    tyres: {
      name: 'Michelin X-Ice Snow SUV',
      size: [235, 60, 18],
      threadPattern: 'Friktion',
      depths: [5.6, 5.4, 3.4, 3.1],
    },
  }),
  agreement({
    regNo: 'KLM456',
    phone: '0701740623',
    name: 'Volkswagen Golf eTSI 150 Life',
    brand: 'Volkswagen',
    brandCode: 'VW',
    model: 'Golf',
    premium: false,
    erpId: 'SE-STH-2120',
    tyres: {
      name: 'Continental PremiumContact 7',
      size: [225, 45, 17],
      threadPattern: 'Sommar',
      depths: [6.4, 6.5, 6.9, 7.0],
    },
  }),
  agreement({
    regNo: 'GHT27K',
    phone: '0701740634',
    name: 'Toyota RAV4 Hybrid AWD-i Style',
    brand: 'Toyota',
    brandCode: 'TOYOTA',
    model: 'RAV4',
    premium: true,
    erpId: 'SE-MMA-3310',
    tyres: {
      name: 'Nokian Hakkapeliitta R5 SUV',
      size: [225, 65, 17],
      threadPattern: 'Friktion',
      depths: [4.6, 4.4, 6.8, 6.9],
    },
  }),
  agreement({
    regNo: 'EVK61B',
    phone: '0701740645',
    name: 'Kia EV6 AWD GT-Line',
    brand: 'Kia',
    brandCode: 'KIA',
    model: 'EV6',
    premium: true,
    erpId: 'SE-GBG-4410',
    tyres: {
      name: 'Pirelli Scorpion Winter 2',
      size: [235, 55, 19],
      threadPattern: 'Friktion',
      depths: [7.2, 7.1, 7.4, 7.3],
    },
  }),
  agreement({
    regNo: 'ELBIL24',
    phone: '0701740656',
    name: 'Tesla Model 3 Long Range',
    brand: 'Tesla',
    brandCode: 'TESLA',
    model: 'Model 3',
    premium: false,
    erpId: 'SE-STH-2120',
    tyres: {
      name: 'Michelin Pilot Sport 4',
      size: [235, 45, 18],
      threadPattern: 'Sommar',
      depths: [3.6, 3.8, 5.9, 6.0],
    },
  }),
  agreement({
    regNo: 'QET44A',
    phone: '0701740667',
    name: 'Audi Q4 e-tron 45 quattro',
    brand: 'Audi',
    brandCode: 'AUDI',
    model: 'Q4 e-tron',
    premium: true,
    erpId: 'SE-LLA-5220',
    tyres: {
      name: 'Continental WinterContact TS 870 P',
      size: [235, 55, 19],
      threadPattern: 'Friktion',
      depths: [6.8, 6.7, 6.9, 7.0],
    },
  }),
];

/** The demo data's stand-in for the host's encryption: a keyed hash, opaque and the same on every machine. */
export const encryptedPhoneNumber = (phone: string): string =>
  createHmac('sha256', 'tirehotel-demo-phone').update(phone).digest('base64url');

/** `0701740612` as the page shows it: `070-*** ** 12`. */
export const obfuscatedPhoneNumber = (phone: string): string =>
  `${phone.slice(0, 3)}-*** ** ${phone.slice(-2)}`;
