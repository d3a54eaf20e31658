/**
 * The brand catalogue of the demo stock: brands with their codes, models (body, seats, doors, production
 * years, size, weight, entry price) and versions (fuel, power, drive, price factor, trim), plus the brand
 * mix each country's stock is drawn from. Prices are entry prices new in EUR: with VAT for passenger cars,
 * without VAT for the commercial (`_TR`) ranges.
 */
import type { CountryCode } from './countries';
import type { BodyType, Drive, FuelType, Gearbox } from './vehicleTraits';
import type { Language } from './vocabulary';

export interface VersionSpec {
  name: string;
  fuel: FuelType;
  hp: number;
  trim: string;
  gearbox: Gearbox;
  drive: Drive;
  /** Price relative to the model's entry price. */
  factor: number;
  /** Battery capacity in kWh (electric and plug-in hybrid). */
  battery?: number;
  /** Marketed model line of this version, e.g. XC60 Recharge. */
  modelText?: string;
}

export interface ModelSpec {
  name: string;
  /** Model names that differ by language (BMW 3-serie / 3 Series). */
  names?: Partial<Record<Language, string>>;
  body: BodyType;
  seats: number;
  doors: number;
  years: readonly [number, number];
  price: number;
  /** Length, width, height in mm. */
  size: readonly [number, number, number];
  weight: number;
  /** Cargo volume in litres. */
  cargo: number;
  ncap: number;
  popularity: number;
  versions: readonly VersionSpec[];
}

export interface BrandSpec {
  code: string;
  name: string;
  names?: Partial<Record<Language, string>>;
  /** Light commercial vehicles: priced without VAT. */
  commercial: boolean;
  /** More premium equipment on average. */
  premium: boolean;
  /** World manufacturer identifier, the first three characters of a VIN. */
  wmi: string;
  models: readonly ModelSpec[];
}

type VersionOptions = Partial<Pick<VersionSpec, 'gearbox' | 'drive' | 'factor' | 'battery' | 'modelText'>>;

function version(
  name: string,
  fuel: FuelType,
  hp: number,
  trim: string,
  options: VersionOptions = {},
): VersionSpec {
  return {
    name,
    fuel,
    hp,
    trim,
    gearbox: options.gearbox ?? 'automatic',
    drive: options.drive ?? 'fwd',
    factor: options.factor ?? 1,
    ...(options.battery === undefined ? {} : { battery: options.battery }),
    ...(options.modelText === undefined ? {} : { modelText: options.modelText }),
  };
}

interface ModelOptions {
  names?: Partial<Record<Language, string>>;
  seats?: number;
  doors?: number;
  ncap?: number;
  popularity?: number;
}

function model(
  name: string,
  body: BodyType,
  years: readonly [number, number],
  price: number,
  size: readonly [number, number, number],
  weight: number,
  cargo: number,
  versions: readonly VersionSpec[],
  options: ModelOptions = {},
): ModelSpec {
  const van = body === 'van';
  return {
    name,
    ...(options.names ? { names: options.names } : {}),
    body,
    seats: options.seats ?? (van ? 3 : body === 'coupe' || body === 'convertible' ? 4 : 5),
    doors: options.doors ?? (body === 'sedan' ? 4 : body === 'coupe' || body === 'convertible' ? 2 : 5),
    years,
    price,
    size,
    weight,
    cargo,
    ncap: options.ncap ?? (van ? 0 : 5),
    popularity: options.popularity ?? 1,
    versions,
  };
}

const AWD: VersionOptions = { drive: 'awd' };
const RWD: VersionOptions = { drive: 'rwd' };
const MANUAL: VersionOptions = { gearbox: 'manual' };

const volvo: BrandSpec = {
  code: 'VOLVO',
  name: 'Volvo',
  commercial: false,
  premium: true,
  wmi: 'YV1',
  models: [
    model(
      'XC40',
      'suv',
      [2018, 2026],
      42000,
      [4440, 1863, 1652],
      1650,
      452,
      [
        version('B3', 'petrol', 163, 'Core'),
        version('B4', 'petrol', 197, 'Plus', { factor: 1.1 }),
        version('T5 Recharge', 'phev', 262, 'Plus', {
          factor: 1.18,
          battery: 10.7,
          modelText: 'XC40 Recharge',
        }),
      ],
      { popularity: 3 },
    ),
    model(
      'EX30',
      'suv',
      [2024, 2026],
      37000,
      [4233, 1837, 1549],
      1850,
      318,
      [
        version('Single Motor Extended Range', 'electric', 272, 'Plus', { ...RWD, battery: 69 }),
        version('Twin Motor Performance', 'electric', 428, 'Ultra', { ...AWD, factor: 1.22, battery: 69 }),
      ],
      { popularity: 2 },
    ),
    model('EX40', 'suv', [2021, 2026], 52000, [4440, 1873, 1651], 2100, 410, [
      version('Single Motor', 'electric', 238, 'Plus', { ...RWD, battery: 69, modelText: 'EX40' }),
      version('Twin Motor', 'electric', 408, 'Ultra', {
        ...AWD,
        factor: 1.15,
        battery: 78,
        modelText: 'EX40',
      }),
    ]),
    model(
      'XC60',
      'suv',
      [2017, 2026],
      58000,
      [4708, 1902, 1658],
      1900,
      483,
      [
        version('B4 AWD', 'diesel', 197, 'Core', AWD),
        version('B5 AWD', 'petrol', 250, 'Plus', { ...AWD, factor: 1.08 }),
        version('T6 AWD Recharge', 'phev', 350, 'Plus', {
          ...AWD,
          factor: 1.15,
          battery: 18.8,
          modelText: 'XC60 Recharge',
        }),
        version('T8 AWD Recharge', 'phev', 455, 'Ultimate', {
          ...AWD,
          factor: 1.3,
          battery: 18.8,
          modelText: 'XC60 Recharge',
        }),
      ],
      { popularity: 4 },
    ),
    model(
      'XC90',
      'suv',
      [2015, 2026],
      82000,
      [4953, 1958, 1776],
      2150,
      680,
      [
        version('B5 AWD', 'diesel', 235, 'Core', AWD),
        version('T8 AWD Recharge', 'phev', 455, 'Plus', {
          ...AWD,
          factor: 1.12,
          battery: 18.8,
          modelText: 'XC90 Recharge',
        }),
        version('T8 AWD Recharge', 'phev', 455, 'Ultimate', {
          ...AWD,
          factor: 1.24,
          battery: 18.8,
          modelText: 'XC90 Recharge',
        }),
      ],
      { seats: 7, popularity: 2 },
    ),
    model(
      'V60',
      'estate',
      [2018, 2026],
      48000,
      [4761, 1850, 1427],
      1750,
      529,
      [
        version('B3', 'petrol', 163, 'Core'),
        version('B4', 'diesel', 197, 'Plus', { factor: 1.1 }),
        version('T6 AWD Recharge', 'phev', 350, 'Plus', {
          ...AWD,
          factor: 1.2,
          battery: 18.8,
          modelText: 'V60 Recharge',
        }),
      ],
      { popularity: 4 },
    ),
    model(
      'V90',
      'estate',
      [2016, 2025],
      60000,
      [4936, 1879, 1475],
      1850,
      560,
      [
        version('B4', 'diesel', 197, 'Core'),
        version('T6 AWD Recharge', 'phev', 350, 'Plus', {
          ...AWD,
          factor: 1.15,
          battery: 18.8,
          modelText: 'V90 Recharge',
        }),
      ],
      { popularity: 2 },
    ),
    model('S60', 'sedan', [2019, 2024], 46000, [4761, 1850, 1431], 1700, 442, [
      version('B4', 'petrol', 197, 'Plus'),
      version('T8 AWD Recharge', 'phev', 455, 'Polestar Engineered', { ...AWD, factor: 1.35, battery: 18.8 }),
    ]),
  ],
};

const volkswagen: BrandSpec = {
  code: 'VW',
  name: 'Volkswagen',
  commercial: false,
  premium: false,
  wmi: 'WVW',
  models: [
    model(
      'Polo',
      'hatchback',
      [2015, 2026],
      22000,
      [4074, 1751, 1451],
      1150,
      351,
      [
        version('1.0 TSI 95', 'petrol', 95, 'Life', MANUAL),
        version('1.0 TSI 115 DSG', 'petrol', 115, 'Style', { factor: 1.12 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Golf',
      'hatchback',
      [2015, 2026],
      31000,
      [4282, 1789, 1456],
      1350,
      381,
      [
        version('1.5 eTSI 150 DSG', 'petrol', 150, 'Life'),
        version('2.0 TDI 150 DSG', 'diesel', 150, 'Style', { factor: 1.1 }),
        version('eHybrid 204 DSG', 'phev', 204, 'Style', { factor: 1.2, battery: 19.7 }),
        version('GTI 265 DSG', 'petrol', 265, 'GTI', { factor: 1.4 }),
      ],
      { popularity: 4 },
    ),
    model(
      'Golf Variant',
      'estate',
      [2015, 2026],
      33000,
      [4633, 1789, 1498],
      1400,
      611,
      [
        version('1.5 eTSI 150 DSG', 'petrol', 150, 'Life'),
        version('2.0 TDI 150 DSG 4Motion', 'diesel', 150, 'Style', { ...AWD, factor: 1.15 }),
      ],
      { names: { en: 'Golf Estate' }, popularity: 2 },
    ),
    model(
      'Passat',
      'estate',
      [2015, 2026],
      45000,
      [4917, 1852, 1506],
      1600,
      690,
      [
        version('2.0 TDI 150 DSG', 'diesel', 150, 'Business'),
        version('eHybrid 204 DSG', 'phev', 204, 'Elegance', { factor: 1.12, battery: 19.7 }),
        version('2.0 TDI 193 DSG 4Motion', 'diesel', 193, 'R-Line', { ...AWD, factor: 1.2 }),
      ],
      { popularity: 3 },
    ),
    model(
      'T-Roc',
      'suv',
      [2018, 2026],
      32000,
      [4236, 1819, 1573],
      1350,
      445,
      [
        version('1.0 TSI 115', 'petrol', 115, 'Life', MANUAL),
        version('1.5 TSI 150 DSG', 'petrol', 150, 'Style', { factor: 1.12 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Tiguan',
      'suv',
      [2016, 2026],
      42000,
      [4539, 1842, 1656],
      1650,
      652,
      [
        version('1.5 eTSI 150 DSG', 'petrol', 150, 'Life'),
        version('2.0 TDI 193 DSG 4Motion', 'diesel', 193, 'Elegance', { ...AWD, factor: 1.18 }),
        version('eHybrid 272 DSG', 'phev', 272, 'R-Line', { factor: 1.25, battery: 19.7 }),
      ],
      { popularity: 3 },
    ),
    model(
      'ID.3',
      'hatchback',
      [2020, 2026],
      38000,
      [4261, 1809, 1562],
      1800,
      385,
      [
        version('Pro', 'electric', 204, 'Life', { ...RWD, battery: 59 }),
        version('Pro S', 'electric', 231, 'Style', { ...RWD, factor: 1.15, battery: 79 }),
      ],
      { popularity: 2 },
    ),
    model(
      'ID.4',
      'suv',
      [2021, 2026],
      46000,
      [4584, 1852, 1640],
      2120,
      543,
      [
        version('Pro', 'electric', 286, 'Life', { ...RWD, battery: 77 }),
        version('Pro 4Motion', 'electric', 286, 'Max', { ...AWD, factor: 1.12, battery: 77 }),
        version('GTX 4Motion', 'electric', 340, 'GTX', { ...AWD, factor: 1.2, battery: 79 }),
      ],
      { popularity: 3 },
    ),
    model('ID.7', 'sedan', [2024, 2026], 56000, [4961, 1862, 1538], 2170, 532, [
      version('Pro', 'electric', 286, 'Pro', { ...RWD, battery: 77 }),
      version('Pro S', 'electric', 286, 'Pro S', { ...RWD, factor: 1.1, battery: 86 }),
    ]),
  ],
};

const volkswagenCommercial: BrandSpec = {
  code: 'VW_TR',
  name: 'Volkswagen Commercial Vehicles',
  names: {
    sv: 'Volkswagen Transportbilar',
    nb: 'Volkswagen Nyttekjøretøy',
    fi: 'Volkswagen Hyötyajoneuvot',
    sk: 'Volkswagen Úžitkové vozidlá',
  },
  commercial: true,
  premium: false,
  wmi: 'WV1',
  models: [
    model(
      'Caddy Cargo',
      'van',
      [2021, 2026],
      26000,
      [4500, 1855, 1797],
      1500,
      3300,
      [
        version('2.0 TDI 122', 'diesel', 122, 'Cargo', MANUAL),
        version('Maxi 2.0 TDI 122 DSG', 'diesel', 122, 'Maxi', { factor: 1.12 }),
      ],
      { seats: 2, popularity: 2 },
    ),
    model(
      'Transporter',
      'van',
      [2015, 2026],
      40000,
      [5304, 1904, 1990],
      2000,
      6700,
      [
        version('2.0 TDI 150 L2H1', 'diesel', 150, 'Business'),
        version('2.0 TDI 170 4Motion L2H1', 'diesel', 170, 'Business', { ...AWD, factor: 1.15 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Crafter',
      'van',
      [2017, 2026],
      47000,
      [6836, 2040, 2590],
      2400,
      14400,
      [
        version('35 2.0 TDI 140 L3H2', 'diesel', 140, 'Business', MANUAL),
        version('35 2.0 TDI 177 4Motion L3H3', 'diesel', 177, 'Business', { ...AWD, factor: 1.18 }),
      ],
      { popularity: 2 },
    ),
    model('ID. Buzz Cargo', 'van', [2022, 2026], 50000, [4712, 1985, 1927], 2350, 3900, [
      version('Pro', 'electric', 204, 'Cargo', { ...RWD, battery: 77 }),
    ]),
  ],
};

const mercedesBenz: BrandSpec = {
  code: 'MB',
  name: 'Mercedes-Benz',
  commercial: false,
  premium: true,
  wmi: 'W1K',
  models: [
    model(
      'A-Klass',
      'hatchback',
      [2018, 2026],
      37000,
      [4419, 1796, 1440],
      1400,
      355,
      [
        version('A 180', 'petrol', 136, 'Progressive'),
        version('A 200', 'petrol', 163, 'AMG Line', { factor: 1.1 }),
        version('A 250 e', 'phev', 218, 'AMG Line', { factor: 1.2, battery: 15.6 }),
      ],
      { names: { nb: 'A-klasse', fi: 'A-sarja', sk: 'Trieda A', en: 'A-Class' }, popularity: 2 },
    ),
    model(
      'C-Klass Kombi',
      'estate',
      [2015, 2026],
      52000,
      [4751, 1820, 1455],
      1700,
      490,
      [
        version('C 200', 'petrol', 204, 'Avantgarde'),
        version('C 220 d', 'diesel', 200, 'Avantgarde', { factor: 1.05 }),
        version('C 300 e', 'phev', 313, 'AMG Line', { factor: 1.2, battery: 25.4 }),
      ],
      {
        names: {
          nb: 'C-klasse stasjonsvogn',
          fi: 'C-sarja farmari',
          sk: 'Trieda C kombi',
          en: 'C-Class Estate',
        },
        popularity: 3,
      },
    ),
    model(
      'E-Klass',
      'sedan',
      [2016, 2026],
      66000,
      [4949, 1880, 1468],
      1850,
      540,
      [
        version('E 220 d', 'diesel', 197, 'Avantgarde'),
        version('E 300 e', 'phev', 313, 'AMG Line', { factor: 1.15, battery: 25.4 }),
      ],
      { names: { nb: 'E-klasse', fi: 'E-sarja', sk: 'Trieda E', en: 'E-Class' } },
    ),
    model(
      'GLC',
      'suv',
      [2016, 2026],
      63000,
      [4716, 1890, 1640],
      1900,
      620,
      [
        version('GLC 220 d 4MATIC', 'diesel', 197, 'Avantgarde', AWD),
        version('GLC 300 e 4MATIC', 'phev', 313, 'AMG Line', { ...AWD, factor: 1.15, battery: 31.2 }),
      ],
      { popularity: 3 },
    ),
    model('GLA', 'suv', [2020, 2026], 43000, [4417, 1834, 1611], 1550, 435, [
      version('GLA 200', 'petrol', 163, 'Progressive'),
      version('GLA 250 e', 'phev', 218, 'AMG Line', { factor: 1.15, battery: 15.6 }),
    ]),
    model('EQA', 'suv', [2021, 2026], 52000, [4463, 1834, 1620], 2040, 340, [
      version('EQA 250+', 'electric', 190, 'Progressive', { battery: 70.5 }),
      version('EQA 300 4MATIC', 'electric', 228, 'AMG Line', { ...AWD, factor: 1.1, battery: 66.5 }),
    ]),
    model('EQE', 'sedan', [2022, 2026], 80000, [4946, 1961, 1512], 2355, 430, [
      version('EQE 300', 'electric', 245, 'Electric Art', { ...RWD, battery: 89 }),
      version('EQE 350 4MATIC', 'electric', 292, 'AMG Line', { ...AWD, factor: 1.12, battery: 89 }),
    ]),
    model(
      'CLA',
      'coupe',
      [2019, 2026],
      44000,
      [4688, 1830, 1439],
      1500,
      460,
      [
        version('CLA 200', 'petrol', 163, 'Progressive'),
        version('CLA 250 e', 'phev', 218, 'AMG Line', { factor: 1.15, battery: 15.6 }),
      ],
      { doors: 4 },
    ),
  ],
};

const mercedesBenzVans: BrandSpec = {
  code: 'MB_TR',
  name: 'Mercedes-Benz Vans',
  commercial: true,
  premium: false,
  wmi: 'W1V',
  models: [
    model(
      'Citan',
      'van',
      [2022, 2026],
      26000,
      [4498, 1859, 1832],
      1500,
      2900,
      [
        version('110 CDI', 'diesel', 95, 'Business', MANUAL),
        version('112 CDI', 'diesel', 116, 'Business', { factor: 1.08 }),
      ],
      { seats: 2 },
    ),
    model(
      'Vito',
      'van',
      [2015, 2026],
      39000,
      [5140, 1928, 1910],
      2000,
      6000,
      [
        version('114 CDI L2', 'diesel', 136, 'PRO', RWD),
        version('119 CDI 4MATIC L3', 'diesel', 190, 'PRO', { ...AWD, factor: 1.2 }),
        version('eVito 112 L2', 'electric', 116, 'PRO', { battery: 90, factor: 1.25 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Sprinter',
      'van',
      [2018, 2026],
      48000,
      [5932, 2020, 2360],
      2300,
      11000,
      [
        version('315 CDI L2H2', 'diesel', 150, 'PRO', RWD),
        version('319 CDI L3H2', 'diesel', 190, 'PRO', { ...RWD, factor: 1.15 }),
        version('eSprinter L3H2', 'electric', 204, 'PRO', { ...RWD, factor: 1.35, battery: 113 }),
      ],
      { popularity: 3 },
    ),
  ],
};

const fiatProfessional: BrandSpec = {
  code: 'FI_TR',
  name: 'Fiat Professional',
  commercial: true,
  premium: false,
  wmi: 'ZFA',
  models: [
    model(
      'Doblò',
      'van',
      [2015, 2026],
      23000,
      [4403, 1848, 1796],
      1450,
      3300,
      [
        version('1.5 BlueHDi 100 L1', 'diesel', 100, 'Cargo', MANUAL),
        version('1.5 BlueHDi 130 Maxi', 'diesel', 130, 'Cargo', { factor: 1.12 }),
        version('E-Doblò 50 kWh', 'electric', 136, 'Cargo', { factor: 1.4, battery: 50 }),
      ],
      { seats: 2 },
    ),
    model(
      'Ducato',
      'van',
      [2015, 2026],
      37000,
      [5998, 2050, 2524],
      2100,
      13000,
      [
        version('2.2 MultiJet 140 L3H2', 'diesel', 140, 'Business', MANUAL),
        version('2.2 MultiJet 180 Maxi L4H3', 'diesel', 180, 'Business', { factor: 1.18 }),
        version('E-Ducato L3H2', 'electric', 270, 'Business', { factor: 1.6, battery: 110 }),
      ],
      { popularity: 2 },
    ),
  ],
};

const kia: BrandSpec = {
  code: 'KIA',
  name: 'Kia',
  commercial: false,
  premium: false,
  wmi: 'U5Y',
  models: [
    model('Picanto', 'hatchback', [2017, 2026], 15000, [3595, 1595, 1485], 950, 255, [
      version('1.0 MPI', 'petrol', 67, 'Action', MANUAL),
      version('1.2 MPI', 'petrol', 84, 'Advance', { factor: 1.15 }),
    ]),
    model(
      'Ceed SW',
      'estate',
      [2018, 2026],
      27000,
      [4600, 1800, 1465],
      1350,
      625,
      [
        version('1.5 T-GDi 160 DCT', 'petrol', 160, 'Advance'),
        version('1.6 GDi PHEV', 'phev', 141, 'Advance Plus', { factor: 1.18, battery: 8.9 }),
      ],
      { names: { en: 'Ceed Sportswagon' }, popularity: 2 },
    ),
    model(
      'Niro',
      'suv',
      [2017, 2026],
      33000,
      [4420, 1825, 1545],
      1450,
      451,
      [
        version('1.6 GDi HEV', 'hybrid', 141, 'Advance'),
        version('1.6 GDi PHEV', 'phev', 183, 'Advance Plus', { factor: 1.12, battery: 11.1 }),
        version('EV 64,8 kWh', 'electric', 204, 'Advance Plus', { factor: 1.25, battery: 64.8 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Sportage',
      'suv',
      [2016, 2026],
      37000,
      [4515, 1865, 1645],
      1650,
      591,
      [
        version('1.6 T-GDi', 'petrol', 150, 'Action', MANUAL),
        version('1.6 T-GDi HEV AWD', 'hybrid', 230, 'Advance', { ...AWD, factor: 1.15 }),
        version('1.6 T-GDi PHEV AWD', 'phev', 265, 'GT-Line', { ...AWD, factor: 1.28, battery: 13.8 }),
      ],
      { popularity: 3 },
    ),
    model('EV3', 'suv', [2025, 2026], 37000, [4300, 1850, 1560], 1870, 460, [
      version('Long Range', 'electric', 204, 'Advance', { battery: 81.4 }),
      version('Long Range', 'electric', 204, 'GT-Line', { factor: 1.12, battery: 81.4 }),
    ]),
    model(
      'EV6',
      'suv',
      [2021, 2026],
      50000,
      [4695, 1890, 1550],
      2000,
      490,
      [
        version('77,4 kWh RWD', 'electric', 229, 'Advance', { ...RWD, battery: 77.4 }),
        version('77,4 kWh AWD', 'electric', 325, 'GT-Line', { ...AWD, factor: 1.15, battery: 77.4 }),
        version('GT AWD', 'electric', 585, 'GT', { ...AWD, factor: 1.4, battery: 77.4 }),
      ],
      { popularity: 2 },
    ),
    model(
      'EV9',
      'suv',
      [2024, 2026],
      76000,
      [5010, 1980, 1780],
      2600,
      333,
      [version('99,8 kWh AWD', 'electric', 384, 'GT-Line', { ...AWD, battery: 99.8 })],
      { seats: 7 },
    ),
  ],
};

const toyota: BrandSpec = {
  code: 'TOYOTA',
  name: 'Toyota',
  commercial: false,
  premium: false,
  wmi: 'SB1',
  models: [
    model('Aygo X', 'hatchback', [2022, 2026], 18000, [3700, 1740, 1510], 940, 231, [
      version('1.0', 'petrol', 72, 'Play', MANUAL),
      version('1.5 Hybrid', 'hybrid', 116, 'Style', { factor: 1.2 }),
    ]),
    model(
      'Yaris',
      'hatchback',
      [2015, 2026],
      22000,
      [3940, 1745, 1500],
      1100,
      286,
      [
        version('1.5 Hybrid', 'hybrid', 116, 'Active'),
        version('1.5 Hybrid 130', 'hybrid', 130, 'Style', { factor: 1.12 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Yaris Cross',
      'suv',
      [2021, 2026],
      27000,
      [4180, 1765, 1595],
      1250,
      397,
      [
        version('1.5 Hybrid', 'hybrid', 116, 'Active'),
        version('1.5 Hybrid AWD-i', 'hybrid', 116, 'Style', { ...AWD, factor: 1.12 }),
      ],
      { popularity: 2 },
    ),
    model('Auris', 'hatchback', [2015, 2018], 25000, [4330, 1760, 1475], 1350, 360, [
      version('1.8 Hybrid', 'hybrid', 136, 'Active'),
      version('1.2 Turbo', 'petrol', 116, 'Active', MANUAL),
    ]),
    model(
      'Corolla',
      'hatchback',
      [2019, 2026],
      30000,
      [4370, 1790, 1435],
      1370,
      361,
      [
        version('1.8 Hybrid', 'hybrid', 140, 'Active'),
        version('2.0 Hybrid', 'hybrid', 196, 'GR Sport', { factor: 1.15 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Corolla Touring Sports',
      'estate',
      [2019, 2026],
      31000,
      [4650, 1790, 1460],
      1400,
      596,
      [
        version('1.8 Hybrid', 'hybrid', 140, 'Active'),
        version('2.0 Hybrid', 'hybrid', 196, 'Style', { factor: 1.12 }),
      ],
      { popularity: 3 },
    ),
    model('C-HR', 'suv', [2017, 2026], 33000, [4360, 1830, 1560], 1450, 388, [
      version('1.8 Hybrid', 'hybrid', 140, 'Style'),
      version('2.0 Plug-in Hybrid', 'phev', 223, 'GR Sport', { factor: 1.25, battery: 13.6 }),
    ]),
    model(
      'RAV4',
      'suv',
      [2016, 2026],
      42000,
      [4600, 1855, 1685],
      1700,
      580,
      [
        version('2.5 Hybrid 2WD', 'hybrid', 218, 'Active'),
        version('2.5 Hybrid AWD-i', 'hybrid', 222, 'Style', { ...AWD, factor: 1.1 }),
        version('2.5 Plug-in Hybrid AWD-i', 'phev', 306, 'Style', { ...AWD, factor: 1.3, battery: 18.1 }),
      ],
      { popularity: 4 },
    ),
    model('bZ4X', 'suv', [2022, 2026], 48000, [4690, 1860, 1650], 1950, 452, [
      version('FWD', 'electric', 218, 'Active', { battery: 71.4 }),
      version('AWD', 'electric', 218, 'Style', { ...AWD, factor: 1.1, battery: 71.4 }),
    ]),
  ],
};

const bmw: BrandSpec = {
  code: 'BMW',
  name: 'BMW',
  commercial: false,
  premium: true,
  wmi: 'WBA',
  models: [
    model(
      '1-serie',
      'hatchback',
      [2015, 2026],
      34000,
      [4361, 1800, 1459],
      1400,
      380,
      [
        version('118i', 'petrol', 136, 'Sport Line'),
        version('120d', 'diesel', 190, 'M Sport', { factor: 1.15 }),
        version('M135 xDrive', 'petrol', 300, 'M Performance', { ...AWD, factor: 1.5 }),
      ],
      { names: { fi: '1-sarja', sk: 'Rad 1', en: '1 Series' } },
    ),
    model(
      '3-serie',
      'sedan',
      [2015, 2026],
      50000,
      [4713, 1827, 1440],
      1600,
      480,
      [
        version('320i', 'petrol', 184, 'Sport Line', RWD),
        version('320d xDrive', 'diesel', 190, 'M Sport', { ...AWD, factor: 1.1 }),
        version('330e', 'phev', 292, 'M Sport', { ...RWD, factor: 1.15, battery: 19.5 }),
      ],
      { names: { fi: '3-sarja', sk: 'Rad 3', en: '3 Series' }, popularity: 2 },
    ),
    model(
      '3-serie Touring',
      'estate',
      [2015, 2026],
      52000,
      [4713, 1827, 1445],
      1700,
      500,
      [
        version('320d xDrive', 'diesel', 190, 'M Sport', AWD),
        version('330e xDrive', 'phev', 292, 'M Sport', { ...AWD, factor: 1.12, battery: 19.5 }),
      ],
      { names: { fi: '3-sarja Touring', sk: 'Rad 3 Touring', en: '3 Series Touring' }, popularity: 2 },
    ),
    model(
      '4-serie Coupé',
      'coupe',
      [2020, 2026],
      56000,
      [4768, 1852, 1383],
      1650,
      440,
      [
        version('420i', 'petrol', 184, 'M Sport', RWD),
        version('M440i xDrive', 'petrol', 374, 'M Performance', { ...AWD, factor: 1.45 }),
      ],
      { names: { fi: '4-sarja Coupé', sk: 'Rad 4 Coupé', en: '4 Series Coupé' } },
    ),
    model(
      '5-serie',
      'sedan',
      [2017, 2026],
      64000,
      [5060, 1900, 1515],
      1850,
      520,
      [
        version('520d', 'diesel', 197, 'M Sport', RWD),
        version('530e', 'phev', 299, 'M Sport', { ...RWD, factor: 1.12, battery: 22.1 }),
      ],
      { names: { fi: '5-sarja', sk: 'Rad 5', en: '5 Series' } },
    ),
    model(
      'X1',
      'suv',
      [2016, 2026],
      43000,
      [4500, 1845, 1642],
      1600,
      540,
      [
        version('sDrive18i', 'petrol', 136, 'xLine'),
        version('xDrive25e', 'phev', 245, 'M Sport', { ...AWD, factor: 1.2, battery: 14.2 }),
      ],
      { popularity: 2 },
    ),
    model('iX1', 'suv', [2023, 2026], 51000, [4500, 1845, 1616], 1940, 490, [
      version('eDrive20', 'electric', 204, 'xLine', { battery: 64.7 }),
      version('xDrive30', 'electric', 313, 'M Sport', { ...AWD, factor: 1.15, battery: 64.7 }),
    ]),
    model(
      'X3',
      'suv',
      [2018, 2026],
      60000,
      [4755, 1920, 1660],
      1900,
      570,
      [
        version('xDrive20d', 'diesel', 190, 'xLine', AWD),
        version('xDrive30e', 'phev', 292, 'M Sport', { ...AWD, factor: 1.12, battery: 19.7 }),
        version('M40i', 'petrol', 360, 'M Performance', { ...AWD, factor: 1.35 }),
      ],
      { popularity: 2 },
    ),
    model('X5', 'suv', [2019, 2026], 88000, [4935, 2004, 1765], 2250, 650, [
      version('xDrive30d', 'diesel', 298, 'xLine', AWD),
      version('xDrive50e', 'phev', 489, 'M Sport', { ...AWD, factor: 1.15, battery: 25.7 }),
    ]),
    model(
      'i4',
      'sedan',
      [2022, 2026],
      58000,
      [4783, 1852, 1448],
      2100,
      470,
      [
        version('eDrive35', 'electric', 286, 'Sport Line', { ...RWD, battery: 70.2 }),
        version('eDrive40', 'electric', 340, 'M Sport', { ...RWD, factor: 1.1, battery: 83.9 }),
        version('M50 xDrive', 'electric', 544, 'M Performance', { ...AWD, factor: 1.3, battery: 83.9 }),
      ],
      { doors: 5 },
    ),
    model(
      'Z4',
      'convertible',
      [2019, 2026],
      54000,
      [4324, 1864, 1304],
      1500,
      281,
      [
        version('sDrive20i', 'petrol', 197, 'M Sport', RWD),
        version('M40i', 'petrol', 340, 'M Performance', { ...RWD, factor: 1.35 }),
      ],
      { seats: 2 },
    ),
  ],
};

const audi: BrandSpec = {
  code: 'AUDI',
  name: 'Audi',
  commercial: false,
  premium: true,
  wmi: 'WAU',
  models: [
    model(
      'A3 Sportback',
      'hatchback',
      [2015, 2026],
      35000,
      [4343, 1816, 1449],
      1400,
      380,
      [
        version('30 TFSI', 'petrol', 110, 'Attitude', MANUAL),
        version('35 TFSI S tronic', 'petrol', 150, 'S line', { factor: 1.12 }),
        version('40 TFSI e S tronic', 'phev', 204, 'S line', { factor: 1.2, battery: 19.7 }),
      ],
      { popularity: 2 },
    ),
    model(
      'A4 Avant',
      'estate',
      [2015, 2024],
      47000,
      [4762, 1847, 1435],
      1600,
      495,
      [
        version('35 TDI S tronic', 'diesel', 163, 'Proline'),
        version('40 TDI quattro S tronic', 'diesel', 204, 'S line', { ...AWD, factor: 1.15 }),
      ],
      { popularity: 2 },
    ),
    model('A6 Avant', 'estate', [2018, 2026], 64000, [4939, 1886, 1467], 1850, 565, [
      version('40 TDI quattro S tronic', 'diesel', 204, 'Sport', AWD),
      version('55 TFSI e quattro S tronic', 'phev', 367, 'S line', { ...AWD, factor: 1.2, battery: 17.9 }),
    ]),
    model('A5 Cabriolet', 'convertible', [2017, 2024], 56000, [4673, 1846, 1383], 1700, 380, [
      version('40 TFSI S tronic', 'petrol', 204, 'S line'),
    ]),
    model(
      'Q3',
      'suv',
      [2019, 2026],
      43000,
      [4484, 1849, 1616],
      1550,
      530,
      [
        version('35 TFSI S tronic', 'petrol', 150, 'Proline'),
        version('45 TFSI e S tronic', 'phev', 245, 'S line', { factor: 1.15, battery: 13 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Q4 e-tron',
      'suv',
      [2021, 2026],
      50000,
      [4588, 1865, 1632],
      2050,
      520,
      [
        version('35 e-tron', 'electric', 170, 'Proline', { ...RWD, battery: 55 }),
        version('45 e-tron', 'electric', 286, 'S line', { ...RWD, factor: 1.12, battery: 82 }),
        version('55 e-tron quattro', 'electric', 340, 'S line', { ...AWD, factor: 1.2, battery: 82 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Q5',
      'suv',
      [2017, 2026],
      60000,
      [4682, 1893, 1662],
      1850,
      550,
      [
        version('40 TDI quattro S tronic', 'diesel', 204, 'Proline', AWD),
        version('50 TFSI e quattro S tronic', 'phev', 299, 'S line', { ...AWD, factor: 1.15, battery: 17.9 }),
      ],
      { popularity: 2 },
    ),
    model('Q8 e-tron', 'suv', [2019, 2025], 86000, [4915, 1937, 1633], 2600, 569, [
      version('50 quattro', 'electric', 340, 'Proline', { ...AWD, battery: 95 }),
      version('55 quattro', 'electric', 408, 'S line', { ...AWD, factor: 1.12, battery: 114 }),
    ]),
  ],
};

const polestar: BrandSpec = {
  code: 'POLESTAR',
  name: 'Polestar',
  commercial: false,
  premium: true,
  wmi: 'LPS',
  models: [
    model(
      '2',
      'sedan',
      [2020, 2026],
      50000,
      [4606, 1859, 1479],
      2000,
      405,
      [
        version('Standard Range Single Motor', 'electric', 272, 'Pilot', { ...RWD, battery: 69 }),
        version('Long Range Dual Motor', 'electric', 421, 'Plus', { ...AWD, factor: 1.15, battery: 82 }),
        version('Long Range Dual Motor', 'electric', 476, 'Performance', {
          ...AWD,
          factor: 1.25,
          battery: 82,
        }),
      ],
      { doors: 5, popularity: 3 },
    ),
    model('3', 'suv', [2024, 2026], 90000, [4900, 1968, 1614], 2580, 484, [
      version('Long Range Dual Motor', 'electric', 489, 'Plus', { ...AWD, battery: 111 }),
    ]),
    model('4', 'suv', [2024, 2026], 63000, [4840, 2008, 1544], 2300, 526, [
      version('Long Range Single Motor', 'electric', 272, 'Plus', { ...RWD, battery: 100 }),
      version('Long Range Dual Motor', 'electric', 544, 'Performance', {
        ...AWD,
        factor: 1.15,
        battery: 100,
      }),
    ]),
  ],
};

const skoda: BrandSpec = {
  code: 'SKODA',
  name: 'Škoda',
  commercial: false,
  premium: false,
  wmi: 'TMB',
  models: [
    model(
      'Fabia',
      'hatchback',
      [2015, 2026],
      19000,
      [4108, 1780, 1459],
      1150,
      380,
      [
        version('1.0 TSI 95', 'petrol', 95, 'Ambition', MANUAL),
        version('1.0 TSI 115 DSG', 'petrol', 115, 'Style', { factor: 1.12 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Octavia Kombi',
      'estate',
      [2015, 2026],
      32000,
      [4689, 1829, 1468],
      1400,
      640,
      [
        version('1.5 TSI 150 DSG', 'petrol', 150, 'Style'),
        version('2.0 TDI 150 DSG 4x4', 'diesel', 150, 'Style', { ...AWD, factor: 1.12 }),
        version('1.4 TSI iV 204 DSG', 'phev', 204, 'RS', { factor: 1.2, battery: 13 }),
      ],
      { names: { fi: 'Octavia Combi', sk: 'Octavia Combi', en: 'Octavia Estate' }, popularity: 4 },
    ),
    model(
      'Superb Kombi',
      'estate',
      [2016, 2026],
      44000,
      [4902, 1849, 1482],
      1650,
      690,
      [
        version('2.0 TDI 150 DSG', 'diesel', 150, 'Style'),
        version('1.5 TSI iV 204 DSG', 'phev', 204, 'L&K', { factor: 1.18, battery: 25.7 }),
      ],
      { names: { fi: 'Superb Combi', sk: 'Superb Combi', en: 'Superb Estate' }, popularity: 2 },
    ),
    model('Karoq', 'suv', [2018, 2026], 34000, [4390, 1841, 1603], 1450, 521, [
      version('1.5 TSI 150 DSG', 'petrol', 150, 'Style'),
      version('2.0 TDI 150 DSG 4x4', 'diesel', 150, 'Sportline', { ...AWD, factor: 1.12 }),
    ]),
    model(
      'Kodiaq',
      'suv',
      [2017, 2026],
      45000,
      [4758, 1864, 1657],
      1700,
      630,
      [
        version('2.0 TDI 150 DSG 4x4', 'diesel', 150, 'Style', AWD),
        version('1.5 TSI iV 204 DSG', 'phev', 204, 'Sportline', { factor: 1.12, battery: 25.7 }),
      ],
      { seats: 7, popularity: 2 },
    ),
    model(
      'Enyaq',
      'suv',
      [2021, 2026],
      45000,
      [4653, 1879, 1622],
      2100,
      585,
      [
        version('85', 'electric', 286, 'Loden', { ...RWD, battery: 77 }),
        version('85x', 'electric', 286, 'Sportline', { ...AWD, factor: 1.1, battery: 77 }),
      ],
      { popularity: 3 },
    ),
    model('Elroq', 'suv', [2025, 2026], 37000, [4488, 1884, 1625], 1950, 470, [
      version('85', 'electric', 286, 'Edition', { ...RWD, battery: 77 }),
    ]),
  ],
};

const ford: BrandSpec = {
  code: 'FORD',
  name: 'Ford',
  commercial: false,
  premium: false,
  wmi: 'WF0',
  models: [
    model(
      'Fiesta',
      'hatchback',
      [2015, 2023],
      19000,
      [4040, 1735, 1476],
      1100,
      292,
      [
        version('1.0 EcoBoost 100', 'petrol', 100, 'Titanium', MANUAL),
        version('1.0 EcoBoost mHEV 125', 'petrol', 125, 'ST-Line', { ...MANUAL, factor: 1.1 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Focus',
      'hatchback',
      [2015, 2025],
      27000,
      [4378, 1825, 1454],
      1300,
      392,
      [
        version('1.0 EcoBoost 125', 'petrol', 125, 'Titanium', MANUAL),
        version('1.5 EcoBlue 120', 'diesel', 120, 'ST-Line', { factor: 1.08 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Puma',
      'suv',
      [2020, 2026],
      28000,
      [4207, 1805, 1537],
      1300,
      456,
      [
        version('1.0 EcoBoost mHEV 125', 'petrol', 125, 'Titanium', MANUAL),
        version('1.0 EcoBoost mHEV 155', 'petrol', 155, 'ST-Line X', { factor: 1.12 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Kuga',
      'suv',
      [2017, 2026],
      37000,
      [4614, 1883, 1666],
      1650,
      475,
      [
        version('1.5 EcoBoost 150', 'petrol', 150, 'Titanium', MANUAL),
        version('2.5 FHEV AWD', 'hybrid', 183, 'ST-Line', { ...AWD, factor: 1.12 }),
        version('2.5 PHEV', 'phev', 243, 'ST-Line X', { factor: 1.2, battery: 14.4 }),
      ],
      { popularity: 3 },
    ),
    model('Mustang Mach-E', 'suv', [2021, 2026], 52000, [4713, 1881, 1624], 2150, 402, [
      version('Standard Range RWD', 'electric', 269, 'Premium', { ...RWD, battery: 72 }),
      version('Extended Range AWD', 'electric', 351, 'Premium', { ...AWD, factor: 1.18, battery: 91 }),
    ]),
    model('Explorer', 'suv', [2024, 2026], 46000, [4468, 1871, 1630], 2050, 450, [
      version('Extended Range RWD', 'electric', 286, 'Premium', { ...RWD, battery: 77 }),
    ]),
    model('Mustang', 'coupe', [2015, 2026], 56000, [4811, 1916, 1397], 1800, 408, [
      version('5.0 V8', 'petrol', 449, 'GT', RWD),
    ]),
  ],
};

const renault: BrandSpec = {
  code: 'RENAULT',
  name: 'Renault',
  commercial: false,
  premium: false,
  wmi: 'VF1',
  models: [
    model(
      'Clio',
      'hatchback',
      [2015, 2026],
      19000,
      [4053, 1798, 1440],
      1150,
      391,
      [
        version('TCe 90', 'petrol', 90, 'Evolution', MANUAL),
        version('E-Tech full hybrid 145', 'hybrid', 145, 'Techno', { factor: 1.2 }),
      ],
      { popularity: 2 },
    ),
    model('Zoe', 'hatchback', [2015, 2024], 31000, [4087, 1787, 1562], 1500, 338, [
      version('R135 52 kWh', 'electric', 135, 'Intens', { battery: 52 }),
    ]),
    model(
      'Captur',
      'suv',
      [2020, 2026],
      25000,
      [4239, 1797, 1576],
      1300,
      422,
      [
        version('TCe 90', 'petrol', 90, 'Evolution', MANUAL),
        version('E-Tech plug-in hybrid 160', 'phev', 160, 'Techno', { factor: 1.25, battery: 9.8 }),
      ],
      { popularity: 2 },
    ),
    model('Austral', 'suv', [2023, 2026], 37000, [4510, 1825, 1644], 1550, 500, [
      version('E-Tech full hybrid 200', 'hybrid', 200, 'Techno'),
    ]),
    model(
      'Megane E-Tech',
      'suv',
      [2022, 2026],
      40000,
      [4200, 1768, 1505],
      1650,
      440,
      [version('EV60 220', 'electric', 220, 'Techno', { battery: 60 })],
      { names: { en: 'Megane E-Tech Electric' } },
    ),
    model('Scenic E-Tech', 'suv', [2024, 2026], 45000, [4470, 1864, 1571], 1890, 545, [
      version('Long Range 220', 'electric', 220, 'Esprit Alpine', { battery: 87 }),
    ]),
  ],
};

const peugeot: BrandSpec = {
  code: 'PEUGEOT',
  name: 'Peugeot',
  commercial: false,
  premium: false,
  wmi: 'VF3',
  models: [
    model(
      '208',
      'hatchback',
      [2015, 2026],
      21000,
      [4055, 1745, 1430],
      1150,
      311,
      [
        version('PureTech 100', 'petrol', 100, 'Allure', MANUAL),
        version('e-208 50 kWh', 'electric', 136, 'Allure', { factor: 1.45, battery: 50 }),
      ],
      { popularity: 2 },
    ),
    model(
      '2008',
      'suv',
      [2020, 2026],
      26000,
      [4300, 1770, 1550],
      1250,
      434,
      [
        version('PureTech 130 EAT8', 'petrol', 130, 'Allure'),
        version('e-2008 54 kWh', 'electric', 156, 'GT', { factor: 1.4, battery: 54 }),
      ],
      { popularity: 2 },
    ),
    model('308', 'hatchback', [2015, 2026], 29000, [4367, 1852, 1441], 1350, 412, [
      version('PureTech 130 EAT8', 'petrol', 130, 'Allure'),
      version('Hybrid 180 e-EAT8', 'phev', 180, 'GT', { factor: 1.22, battery: 12.4 }),
    ]),
    model('308 SW', 'estate', [2015, 2026], 31000, [4636, 1852, 1442], 1400, 608, [
      version('PureTech 130 EAT8', 'petrol', 130, 'Allure'),
      version('Hybrid 180 e-EAT8', 'phev', 180, 'GT', { factor: 1.2, battery: 12.4 }),
    ]),
    model(
      '3008',
      'suv',
      [2017, 2026],
      37000,
      [4542, 1895, 1641],
      1600,
      520,
      [
        version('Hybrid 136 e-DCS6', 'hybrid', 136, 'Allure'),
        version('Plug-in Hybrid 195', 'phev', 195, 'GT', { factor: 1.2, battery: 21 }),
        version('E-3008 73 kWh', 'electric', 210, 'GT', { factor: 1.3, battery: 73 }),
      ],
      { popularity: 2 },
    ),
    model(
      '5008',
      'suv',
      [2017, 2026],
      41000,
      [4791, 1895, 1694],
      1700,
      748,
      [
        version('Hybrid 136 e-DCS6', 'hybrid', 136, 'Allure'),
        version('E-5008 73 kWh', 'electric', 210, 'GT', { factor: 1.25, battery: 73 }),
      ],
      { seats: 7 },
    ),
  ],
};

const hyundai: BrandSpec = {
  code: 'HYUNDAI',
  name: 'Hyundai',
  commercial: false,
  premium: false,
  wmi: 'TMA',
  models: [
    model('i20', 'hatchback', [2015, 2026], 19000, [4040, 1775, 1450], 1150, 352, [
      version('1.0 T-GDi 100', 'petrol', 100, 'Essential', MANUAL),
      version('1.0 T-GDi 100 DCT', 'petrol', 100, 'Advanced', { factor: 1.12 }),
    ]),
    model(
      'i30 Wagon',
      'estate',
      [2015, 2025],
      26000,
      [4585, 1795, 1465],
      1350,
      602,
      [
        version('1.0 T-GDi 120', 'petrol', 120, 'Essential', MANUAL),
        version('1.5 T-GDi 160 DCT', 'petrol', 160, 'N Line', { factor: 1.15 }),
      ],
      { names: { en: 'i30 Tourer' }, popularity: 2 },
    ),
    model(
      'Kona',
      'suv',
      [2018, 2026],
      29000,
      [4350, 1825, 1575],
      1400,
      466,
      [
        version('1.0 T-GDi 120', 'petrol', 120, 'Essential', MANUAL),
        version('1.6 GDi Hybrid', 'hybrid', 141, 'Advanced', { factor: 1.12 }),
        version('Electric 65,4 kWh', 'electric', 218, 'Advanced', { factor: 1.35, battery: 65.4 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Tucson',
      'suv',
      [2016, 2026],
      37000,
      [4500, 1865, 1650],
      1650,
      616,
      [
        version('1.6 T-GDi HEV', 'hybrid', 230, 'Advanced'),
        version('1.6 T-GDi PHEV 4WD', 'phev', 265, 'N Line', { ...AWD, factor: 1.18, battery: 13.8 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Ioniq 5',
      'suv',
      [2021, 2026],
      49000,
      [4635, 1890, 1605],
      2050,
      527,
      [
        version('84 kWh RWD', 'electric', 229, 'Advanced', { ...RWD, battery: 84 }),
        version('84 kWh AWD', 'electric', 325, 'N Line', { ...AWD, factor: 1.12, battery: 84 }),
      ],
      { popularity: 2 },
    ),
    model('Ioniq 6', 'sedan', [2023, 2026], 51000, [4855, 1880, 1495], 1990, 401, [
      version('77 kWh RWD', 'electric', 229, 'Advanced', { ...RWD, battery: 77.4 }),
    ]),
    model(
      'Santa Fe',
      'suv',
      [2019, 2026],
      52000,
      [4830, 1900, 1720],
      2050,
      628,
      [version('1.6 T-GDi PHEV 4WD', 'phev', 253, 'Calligraphy', { ...AWD, battery: 13.8 })],
      { seats: 7 },
    ),
  ],
};

const mg: BrandSpec = {
  code: 'MG',
  name: 'MG',
  commercial: false,
  premium: false,
  wmi: 'LSJ',
  models: [
    model('MG3', 'hatchback', [2024, 2026], 19000, [4113, 1797, 1502], 1290, 293, [
      version('Hybrid+', 'hybrid', 194, 'Comfort'),
    ]),
    model(
      'MG4',
      'hatchback',
      [2022, 2026],
      32000,
      [4287, 1836, 1504],
      1700,
      363,
      [
        version('Standard', 'electric', 170, 'Comfort', { ...RWD, battery: 51 }),
        version('Long Range', 'electric', 204, 'Luxury', { ...RWD, factor: 1.15, battery: 64 }),
        version('XPOWER', 'electric', 435, 'XPOWER', { ...AWD, factor: 1.3, battery: 64 }),
      ],
      { popularity: 3 },
    ),
    model(
      'ZS',
      'suv',
      [2018, 2026],
      23000,
      [4323, 1809, 1653],
      1300,
      443,
      [
        version('1.0T', 'petrol', 111, 'Comfort', MANUAL),
        version('EV Long Range', 'electric', 156, 'Luxury', { factor: 1.4, battery: 72.6 }),
        version('Hybrid+', 'hybrid', 197, 'Luxury', { factor: 1.15 }),
      ],
      { popularity: 2 },
    ),
    model('MG5', 'estate', [2020, 2026], 33000, [4600, 1818, 1543], 1600, 479, [
      version('Long Range', 'electric', 156, 'Luxury', { battery: 61.1 }),
    ]),
    model('HS', 'suv', [2019, 2026], 31000, [4574, 1876, 1664], 1550, 463, [
      version('1.5T', 'petrol', 162, 'Comfort'),
      version('1.5T PHEV', 'phev', 258, 'Luxury', { factor: 1.2, battery: 16.6 }),
    ]),
    model(
      'Cyberster',
      'convertible',
      [2024, 2026],
      60000,
      [4535, 1913, 1329],
      1985,
      249,
      [version('GT', 'electric', 503, 'GT', { ...AWD, battery: 77 })],
      { seats: 2 },
    ),
  ],
};

const byd: BrandSpec = {
  code: 'BYD',
  name: 'BYD',
  commercial: false,
  premium: false,
  wmi: 'LGX',
  models: [
    model('Dolphin', 'hatchback', [2023, 2026], 32000, [4290, 1770, 1570], 1660, 345, [
      version('60,4 kWh', 'electric', 204, 'Comfort', { battery: 60.4 }),
    ]),
    model(
      'Atto 3',
      'suv',
      [2023, 2026],
      40000,
      [4455, 1875, 1615],
      1750,
      440,
      [version('60,5 kWh', 'electric', 204, 'Design', { battery: 60.5 })],
      { popularity: 2 },
    ),
    model('Seal', 'sedan', [2023, 2026], 48000, [4800, 1875, 1460], 2055, 400, [
      version('RWD', 'electric', 313, 'Design', { ...RWD, battery: 82.5 }),
      version('AWD', 'electric', 530, 'Excellence', { ...AWD, factor: 1.12, battery: 82.5 }),
    ]),
    model('Seal U', 'suv', [2024, 2026], 44000, [4785, 1890, 1670], 2100, 552, [
      version('87 kWh', 'electric', 218, 'Design', { battery: 87 }),
      version('DM-i', 'phev', 324, 'Boost', { ...AWD, factor: 0.95, battery: 18.3 }),
    ]),
    model(
      'Tang',
      'suv',
      [2023, 2026],
      72000,
      [4970, 1950, 1725],
      2600,
      235,
      [version('AWD', 'electric', 517, 'Executive', { ...AWD, battery: 108.8 })],
      { seats: 7 },
    ),
  ],
};

const tesla: BrandSpec = {
  code: 'TESLA',
  name: 'Tesla',
  commercial: false,
  premium: true,
  wmi: 'LRW',
  models: [
    model(
      'Model 3',
      'sedan',
      [2019, 2026],
      45000,
      [4720, 1850, 1441],
      1850,
      594,
      [
        version('Standard Range Plus', 'electric', 283, 'RWD', { ...RWD, battery: 60 }),
        version('Long Range AWD', 'electric', 498, 'Long Range', { ...AWD, factor: 1.15, battery: 78 }),
        version('Performance AWD', 'electric', 510, 'Performance', { ...AWD, factor: 1.3, battery: 78 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Model Y',
      'suv',
      [2021, 2026],
      48000,
      [4797, 1921, 1624],
      1980,
      854,
      [
        version('RWD', 'electric', 299, 'RWD', { ...RWD, battery: 60 }),
        version('Long Range AWD', 'electric', 514, 'Long Range', { ...AWD, factor: 1.12, battery: 78 }),
      ],
      { popularity: 3 },
    ),
  ],
};

const nissan: BrandSpec = {
  code: 'NISSAN',
  name: 'Nissan',
  commercial: false,
  premium: false,
  wmi: 'SJN',
  models: [
    model(
      'Juke',
      'suv',
      [2015, 2026],
      24000,
      [4210, 1800, 1595],
      1250,
      422,
      [
        version('1.0 DIG-T 114', 'petrol', 114, 'N-Connecta', MANUAL),
        version('1.6 Hybrid', 'hybrid', 143, 'Tekna', { factor: 1.18 }),
      ],
      { popularity: 2 },
    ),
    model(
      'Qashqai',
      'suv',
      [2015, 2026],
      32000,
      [4425, 1835, 1625],
      1450,
      504,
      [
        version('1.3 DIG-T MHEV 140', 'petrol', 140, 'Acenta Premium', MANUAL),
        version('1.3 DIG-T MHEV 158 Xtronic', 'petrol', 158, 'N-Connecta', { factor: 1.1 }),
        version('e-POWER 190', 'hybrid', 190, 'Tekna', { factor: 1.2 }),
      ],
      { popularity: 4 },
    ),
    model(
      'X-Trail',
      'suv',
      [2015, 2026],
      41000,
      [4680, 1840, 1725],
      1850,
      585,
      [version('e-POWER e-4ORCE 213', 'hybrid', 213, 'Tekna', AWD)],
      { seats: 7 },
    ),
    model(
      'Leaf',
      'hatchback',
      [2015, 2025],
      33000,
      [4490, 1791, 1540],
      1580,
      435,
      [
        version('40 kWh', 'electric', 150, 'N-Connecta', { battery: 40 }),
        version('e+ 62 kWh', 'electric', 217, 'Tekna', { factor: 1.15, battery: 62 }),
      ],
      { popularity: 2 },
    ),
    model('Ariya', 'suv', [2022, 2026], 48000, [4595, 1850, 1660], 2000, 466, [
      version('63 kWh', 'electric', 218, 'Advance', { battery: 63 }),
      version('87 kWh e-4ORCE', 'electric', 306, 'Evolve', { ...AWD, factor: 1.2, battery: 87 }),
    ]),
  ],
};

/** Opel in continental Europe, Vauxhall in the UK: the same cars under two names. */
function opelModels(): readonly ModelSpec[] {
  return [
    model(
      'Corsa',
      'hatchback',
      [2015, 2026],
      20000,
      [4060, 1765, 1435],
      1150,
      309,
      [
        version('1.2 Turbo 100', 'petrol', 100, 'SE', MANUAL),
        version('Corsa Electric 50 kWh', 'electric', 136, 'GS', { factor: 1.45, battery: 50 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Astra',
      'hatchback',
      [2015, 2026],
      27000,
      [4374, 1860, 1470],
      1350,
      422,
      [
        version('1.2 Turbo 130', 'petrol', 130, 'Design', MANUAL),
        version('1.6 Plug-in Hybrid 180', 'phev', 180, 'GS', { factor: 1.25, battery: 12.4 }),
      ],
      { popularity: 2 },
    ),
    model('Astra Sports Tourer', 'estate', [2016, 2026], 29000, [4642, 1860, 1480], 1400, 597, [
      version('1.2 Turbo 130 Auto', 'petrol', 130, 'Design'),
    ]),
    model(
      'Mokka',
      'suv',
      [2021, 2026],
      26000,
      [4151, 1791, 1534],
      1250,
      350,
      [
        version('1.2 Turbo 130 Auto', 'petrol', 130, 'Design'),
        version('Mokka Electric 54 kWh', 'electric', 156, 'Ultimate', { factor: 1.4, battery: 54 }),
      ],
      { popularity: 2 },
    ),
    model('Grandland', 'suv', [2018, 2026], 34000, [4477, 1856, 1609], 1500, 514, [
      version('1.2 Turbo 130 Auto', 'petrol', 130, 'Design'),
      version('1.6 Plug-in Hybrid 225', 'phev', 225, 'Ultimate', { factor: 1.25, battery: 13.2 }),
    ]),
  ];
}

const vauxhall: BrandSpec = {
  code: 'VAUXHALL',
  name: 'Vauxhall',
  commercial: false,
  premium: false,
  wmi: 'W0V',
  models: opelModels(),
};

const opel: BrandSpec = { ...vauxhall, code: 'OPEL', name: 'Opel', wmi: 'W0L', models: opelModels() };

const mini: BrandSpec = {
  code: 'MINI',
  name: 'MINI',
  commercial: false,
  premium: true,
  wmi: 'WMW',
  models: [
    model(
      'Cooper',
      'hatchback',
      [2015, 2026],
      29000,
      [3876, 1744, 1432],
      1250,
      211,
      [
        version('C', 'petrol', 156, 'Classic'),
        version('S', 'petrol', 204, 'Sport', { factor: 1.15 }),
        version('SE', 'electric', 218, 'Exclusive', { factor: 1.25, battery: 54.2 }),
      ],
      { seats: 4, doors: 3, popularity: 2 },
    ),
    model('Countryman', 'suv', [2017, 2026], 38000, [4433, 1843, 1656], 1550, 460, [
      version('C', 'petrol', 170, 'Classic'),
      version('SE ALL4', 'electric', 313, 'Favoured', { ...AWD, factor: 1.25, battery: 66.5 }),
    ]),
  ],
};

const mazda: BrandSpec = {
  code: 'MAZDA',
  name: 'Mazda',
  commercial: false,
  premium: false,
  wmi: 'JMZ',
  models: [
    model('Mazda3', 'hatchback', [2015, 2026], 28000, [4460, 1795, 1435], 1350, 358, [
      version('e-Skyactiv G 150', 'petrol', 150, 'Exclusive-Line', MANUAL),
      version('e-Skyactiv X 186', 'petrol', 186, 'Homura', { factor: 1.12 }),
    ]),
    model(
      'CX-5',
      'suv',
      [2015, 2026],
      38000,
      [4575, 1845, 1680],
      1600,
      522,
      [
        version('e-Skyactiv G 165', 'petrol', 165, 'Centre-Line'),
        version('Skyactiv-D 184 AWD', 'diesel', 184, 'Takumi', { ...AWD, factor: 1.2 }),
      ],
      { popularity: 2 },
    ),
    model('CX-60', 'suv', [2022, 2026], 52000, [4745, 1890, 1680], 2050, 570, [
      version('e-Skyactiv PHEV AWD', 'phev', 327, 'Takumi', { ...AWD, battery: 17.8 }),
    ]),
    model(
      'MX-5',
      'convertible',
      [2015, 2026],
      33000,
      [3915, 1735, 1235],
      1050,
      130,
      [
        version('1.5 Skyactiv-G 132', 'petrol', 132, 'Prime-Line', { ...RWD, gearbox: 'manual' }),
        version('2.0 Skyactiv-G 184', 'petrol', 184, 'Homura', { ...RWD, gearbox: 'manual', factor: 1.15 }),
      ],
      { seats: 2 },
    ),
  ],
};

const dacia: BrandSpec = {
  code: 'DACIA',
  name: 'Dacia',
  commercial: false,
  premium: false,
  wmi: 'UU1',
  models: [
    model(
      'Sandero Stepway',
      'hatchback',
      [2015, 2026],
      16000,
      [4099, 1848, 1535],
      1100,
      410,
      [
        version('TCe 90', 'petrol', 90, 'Expression', MANUAL),
        version('TCe 110', 'petrol', 110, 'Extreme', { ...MANUAL, factor: 1.1 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Duster',
      'suv',
      [2015, 2026],
      20000,
      [4343, 1813, 1656],
      1300,
      472,
      [
        version('TCe 130 4x4', 'petrol', 130, 'Journey', { ...AWD, gearbox: 'manual' }),
        version('Hybrid 140', 'hybrid', 140, 'Extreme', { factor: 1.15 }),
      ],
      { popularity: 3 },
    ),
    model(
      'Jogger',
      'estate',
      [2022, 2026],
      21000,
      [4547, 1784, 1674],
      1250,
      708,
      [version('Hybrid 140', 'hybrid', 140, 'Extreme')],
      { seats: 7 },
    ),
  ],
};

const citroen: BrandSpec = {
  code: 'CITROEN',
  name: 'Citroën',
  commercial: false,
  premium: false,
  wmi: 'VF7',
  models: [
    model(
      'C3',
      'hatchback',
      [2015, 2026],
      18000,
      [4015, 1755, 1577],
      1100,
      310,
      [
        version('PureTech 83', 'petrol', 83, 'Plus', MANUAL),
        version('ë-C3', 'electric', 113, 'Max', { factor: 1.3, battery: 44 }),
      ],
      { popularity: 2 },
    ),
    model('C4', 'hatchback', [2021, 2026], 26000, [4360, 1834, 1525], 1300, 380, [
      version('PureTech 130 EAT8', 'petrol', 130, 'Shine'),
      version('ë-C4 54 kWh', 'electric', 156, 'Shine', { factor: 1.3, battery: 54 }),
    ]),
    model('C5 Aircross', 'suv', [2019, 2026], 34000, [4500, 1859, 1689], 1500, 580, [
      version('PureTech 130 EAT8', 'petrol', 130, 'Feel'),
      version('Plug-in Hybrid 225', 'phev', 225, 'Shine', { factor: 1.25, battery: 13.2 }),
    ]),
  ],
};

const BRANDS: readonly BrandSpec[] = [
  volvo,
  volkswagen,
  volkswagenCommercial,
  mercedesBenz,
  mercedesBenzVans,
  fiatProfessional,
  kia,
  toyota,
  bmw,
  audi,
  polestar,
  skoda,
  ford,
  renault,
  peugeot,
  hyundai,
  mg,
  byd,
  tesla,
  nissan,
  vauxhall,
  opel,
  mini,
  mazda,
  dacia,
  citroen,
];

/** Brand codes of each country's stock with their share of it. */
export const MARKET_BRANDS: Record<CountryCode, readonly (readonly [string, number])[]> = {
  SE: [
    ['VOLVO', 18],
    ['VW', 14],
    ['TOYOTA', 9],
    ['KIA', 8],
    ['BMW', 6],
    ['MB', 6],
    ['AUDI', 6],
    ['SKODA', 6],
    ['FORD', 4],
    ['HYUNDAI', 4],
    ['POLESTAR', 3],
    ['RENAULT', 3],
    ['PEUGEOT', 3],
    ['MG', 3],
    ['TESLA', 3],
    ['BYD', 2],
    ['VW_TR', 3],
    ['MB_TR', 2],
    ['FI_TR', 1],
  ],
  NO: [
    ['VW', 12],
    ['TOYOTA', 10],
    ['TESLA', 7],
    ['VOLVO', 8],
    ['SKODA', 6],
    ['KIA', 6],
    ['BMW', 6],
    ['AUDI', 5],
    ['MB', 5],
    ['HYUNDAI', 5],
    ['POLESTAR', 3],
    ['NISSAN', 3],
    ['MG', 3],
    ['BYD', 3],
    ['FORD', 3],
    ['VW_TR', 3],
    ['MB_TR', 2],
    ['FI_TR', 1],
  ],
  FI: [
    ['TOYOTA', 14],
    ['VW', 10],
    ['SKODA', 9],
    ['VOLVO', 6],
    ['MB', 6],
    ['KIA', 6],
    ['BMW', 5],
    ['AUDI', 5],
    ['FORD', 4],
    ['HYUNDAI', 4],
    ['NISSAN', 3],
    ['PEUGEOT', 3],
    ['RENAULT', 3],
    ['MAZDA', 3],
    ['OPEL', 3],
    ['VW_TR', 3],
    ['MB_TR', 2],
    ['FI_TR', 2],
  ],
  SK: [
    ['SKODA', 16],
    ['VW', 10],
    ['KIA', 8],
    ['HYUNDAI', 7],
    ['TOYOTA', 6],
    ['PEUGEOT', 4],
    ['RENAULT', 4],
    ['DACIA', 4],
    ['OPEL', 4],
    ['BMW', 4],
    ['MB', 4],
    ['AUDI', 4],
    ['FORD', 3],
    ['CITROEN', 3],
    ['VW_TR', 3],
    ['MB_TR', 2],
    ['FI_TR', 3],
  ],
  GB: [
    ['FORD', 12],
    ['VAUXHALL', 9],
    ['VW', 9],
    ['BMW', 8],
    ['MB', 8],
    ['AUDI', 7],
    ['TOYOTA', 7],
    ['KIA', 7],
    ['NISSAN', 6],
    ['HYUNDAI', 5],
    ['MG', 4],
    ['MINI', 4],
    ['PEUGEOT', 3],
    ['SKODA', 3],
    ['VOLVO', 3],
    ['VW_TR', 3],
    ['MB_TR', 2],
    ['FI_TR', 1],
  ],
};

export function brandByCode(code: string): BrandSpec {
  const brand = BRANDS.find((candidate) => candidate.code === code);
  if (!brand) throw new Error(`Unknown brand code ${code}`);
  return brand;
}

export function localName(
  spec: { name: string; names?: Partial<Record<Language, string>> },
  language: Language,
): string {
  return spec.names?.[language] ?? spec.name;
}
