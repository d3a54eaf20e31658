/**
 * Places and people of the countries the demo stock knows: cities with regions and coordinates, street
 * names, postcode, phone and registration plate formats, and first and last names. Formats are patterns:
 * `#` a digit, `@` a letter of the country's plate or postcode alphabet.
 */
import type { Random } from './random';

export type CountryCode = 'SE' | 'NO' | 'FI' | 'SK' | 'GB';

export interface City {
  name: string;
  region: string;
  lat: number;
  lon: number;
  /** Postcode pattern of the dealer's area. */
  zip: string;
  /** Landline pattern with the city's area code. */
  phone: string;
  /** Letters that start a local registration plate (SK district, GB memory tag). */
  plate?: string;
}

export interface Country {
  code: CountryCode;
  currency: string;
  cities: readonly City[];
  streets: readonly string[];
  /** `12 Kirkstall Road` rather than `Industrivägen 12`. */
  houseNumberFirst: boolean;
  /** Mobile number patterns. */
  mobiles: readonly string[];
  letters: string;
  firstNames: { female: readonly string[]; male: readonly string[] };
  lastNames: readonly string[];
  /** The plate of a car first registered on `date` in `city`. */
  registration(random: Random, date: Date, city: City): string;
  /** Surname of a woman where the language inflects it (Slovak -ová). */
  femaleLastName?(lastName: string): string;
}

const NORDIC_PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ';

/** Replaces `#` with digits, `%` with non-zero digits and `@` with letters from `letters`. */
export function fillPattern(random: Random, pattern: string, letters: string): string {
  let result = '';
  for (const character of pattern) {
    if (character === '#') result += String(random.int(0, 9));
    else if (character === '%') result += String(random.int(1, 9));
    else if (character === '@') result += letters.charAt(random.int(0, letters.length - 1));
    else result += character;
  }
  return result;
}

/** The GB age identifier: March–August registrations carry the year, September–February year + 50. */
function britishAgeIdentifier(date: Date): string {
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear() % 100;
  if (month >= 2 && month <= 7) return String(year).padStart(2, '0');
  return String(month >= 8 ? year + 50 : year + 49).padStart(2, '0');
}

const sweden: Country = {
  code: 'SE',
  currency: 'SEK',
  houseNumberFirst: false,
  mobiles: ['070-%## ## ##', '072-%## ## ##', '073-%## ## ##', '076-%## ## ##'],
  letters: NORDIC_PLATE_LETTERS,
  cities: [
    {
      name: 'Stockholm',
      region: 'Stockholms län',
      lat: 59.3293,
      lon: 18.0686,
      zip: '127 ##',
      phone: '08-%## ### ##',
    },
    {
      name: 'Göteborg',
      region: 'Västra Götalands län',
      lat: 57.7089,
      lon: 11.9746,
      zip: '417 ##',
      phone: '031-%## ## ##',
    },
    { name: 'Malmö', region: 'Skåne län', lat: 55.605, lon: 13.0038, zip: '212 ##', phone: '040-%## ## ##' },
    {
      name: 'Uppsala',
      region: 'Uppsala län',
      lat: 59.8586,
      lon: 17.6389,
      zip: '753 ##',
      phone: '018-%## ## ##',
    },
    {
      name: 'Västerås',
      region: 'Västmanlands län',
      lat: 59.6099,
      lon: 16.5448,
      zip: '721 ##',
      phone: '021-%## ## ##',
    },
    {
      name: 'Örebro',
      region: 'Örebro län',
      lat: 59.2753,
      lon: 15.2134,
      zip: '702 ##',
      phone: '019-%## ## ##',
    },
    {
      name: 'Linköping',
      region: 'Östergötlands län',
      lat: 58.4108,
      lon: 15.6214,
      zip: '582 ##',
      phone: '013-%## ## ##',
    },
    {
      name: 'Helsingborg',
      region: 'Skåne län',
      lat: 56.0465,
      lon: 12.6945,
      zip: '254 ##',
      phone: '042-%## ## ##',
    },
    {
      name: 'Jönköping',
      region: 'Jönköpings län',
      lat: 57.7826,
      lon: 14.1618,
      zip: '553 ##',
      phone: '036-%## ## ##',
    },
    {
      name: 'Norrköping',
      region: 'Östergötlands län',
      lat: 58.5877,
      lon: 16.1924,
      zip: '602 ##',
      phone: '011-%## ## ##',
    },
    {
      name: 'Umeå',
      region: 'Västerbottens län',
      lat: 63.8258,
      lon: 20.263,
      zip: '903 ##',
      phone: '090-%## ## ##',
    },
    {
      name: 'Gävle',
      region: 'Gävleborgs län',
      lat: 60.6749,
      lon: 17.1413,
      zip: '802 ##',
      phone: '026-%## ## ##',
    },
    {
      name: 'Borås',
      region: 'Västra Götalands län',
      lat: 57.721,
      lon: 12.9401,
      zip: '504 ##',
      phone: '033-%## ## ##',
    },
    {
      name: 'Sundsvall',
      region: 'Västernorrlands län',
      lat: 62.3908,
      lon: 17.3069,
      zip: '852 ##',
      phone: '060-%## ## ##',
    },
    {
      name: 'Karlstad',
      region: 'Värmlands län',
      lat: 59.4022,
      lon: 13.5115,
      zip: '652 ##',
      phone: '054-%## ## ##',
    },
    {
      name: 'Växjö',
      region: 'Kronobergs län',
      lat: 56.8777,
      lon: 14.8091,
      zip: '352 ##',
      phone: '0470-%# ## ##',
    },
    {
      name: 'Luleå',
      region: 'Norrbottens län',
      lat: 65.5848,
      lon: 22.1547,
      zip: '972 ##',
      phone: '0920-%# ## ##',
    },
  ],
  streets: [
    'Bilgatan',
    'Industrivägen',
    'Verkstadsgatan',
    'Handelsvägen',
    'Smedjegatan',
    'Metallvägen',
    'Montörgatan',
    'Transportgatan',
    'Förrådsvägen',
    'Kungsgatan',
  ],
  firstNames: {
    female: [
      'Anna',
      'Maria',
      'Karin',
      'Sara',
      'Emma',
      'Elin',
      'Lina',
      'Johanna',
      'Sofia',
      'Ida',
      'Malin',
      'Frida',
    ],
    male: [
      'Erik',
      'Johan',
      'Lars',
      'Anders',
      'Oscar',
      'Mikael',
      'Fredrik',
      'Daniel',
      'Magnus',
      'Jonas',
      'Niklas',
      'Peter',
    ],
  },
  lastNames: [
    'Andersson',
    'Johansson',
    'Karlsson',
    'Nilsson',
    'Eriksson',
    'Larsson',
    'Olsson',
    'Persson',
    'Svensson',
    'Gustafsson',
    'Lindberg',
    'Berg',
    'Lindqvist',
    'Holm',
  ],
  registration: (random) =>
    fillPattern(random, '@@@##', 'ABCDEFGHJKLMNOPRSTUWXYZ') +
    random.pick([...'0123456789ABCDEFGHJKLMNPRSTUWXYZ']),
};

const norway: Country = {
  code: 'NO',
  currency: 'NOK',
  houseNumberFirst: false,
  mobiles: ['9%# ## ###', '4%# ## ###'],
  letters: NORDIC_PLATE_LETTERS,
  cities: [
    { name: 'Oslo', region: 'Oslo', lat: 59.9139, lon: 10.7522, zip: '05##', phone: '22 ## ## ##' },
    { name: 'Bergen', region: 'Vestland', lat: 60.3913, lon: 5.3221, zip: '50##', phone: '55 ## ## ##' },
    { name: 'Trondheim', region: 'Trøndelag', lat: 63.4305, lon: 10.3951, zip: '70##', phone: '73 ## ## ##' },
    { name: 'Stavanger', region: 'Rogaland', lat: 58.97, lon: 5.7331, zip: '40##', phone: '51 ## ## ##' },
    { name: 'Drammen', region: 'Buskerud', lat: 59.7439, lon: 10.2045, zip: '30##', phone: '32 ## ## ##' },
    { name: 'Fredrikstad', region: 'Østfold', lat: 59.2181, lon: 10.9298, zip: '16##', phone: '69 ## ## ##' },
    { name: 'Kristiansand', region: 'Agder', lat: 58.1599, lon: 8.0182, zip: '46##', phone: '38 ## ## ##' },
    { name: 'Tromsø', region: 'Troms', lat: 69.6492, lon: 18.9553, zip: '90##', phone: '77 ## ## ##' },
    {
      name: 'Ålesund',
      region: 'Møre og Romsdal',
      lat: 62.4722,
      lon: 6.1495,
      zip: '60##',
      phone: '70 ## ## ##',
    },
    { name: 'Tønsberg', region: 'Vestfold', lat: 59.2676, lon: 10.4076, zip: '31##', phone: '33 ## ## ##' },
    { name: 'Hamar', region: 'Innlandet', lat: 60.7945, lon: 11.068, zip: '23##', phone: '62 ## ## ##' },
    { name: 'Bodø', region: 'Nordland', lat: 67.2804, lon: 14.4049, zip: '80##', phone: '75 ## ## ##' },
    { name: 'Lillestrøm', region: 'Akershus', lat: 59.956, lon: 11.0504, zip: '20##', phone: '63 ## ## ##' },
    { name: 'Skien', region: 'Telemark', lat: 59.2096, lon: 9.609, zip: '37##', phone: '35 ## ## ##' },
    { name: 'Sandnes', region: 'Rogaland', lat: 58.8524, lon: 5.7352, zip: '43##', phone: '51 ## ## ##' },
  ],
  streets: [
    'Industriveien',
    'Bilveien',
    'Verkstedveien',
    'Hvamveien',
    'Stasjonsveien',
    'Strandveien',
    'Ringveien',
    'Økernveien',
    'Sandstuveien',
    'Kjørboveien',
  ],
  firstNames: {
    female: [
      'Kari',
      'Ingrid',
      'Silje',
      'Nora',
      'Ida',
      'Marte',
      'Hanne',
      'Ingvild',
      'Camilla',
      'Sofie',
      'Tone',
      'Ane',
    ],
    male: [
      'Ole',
      'Lars',
      'Anders',
      'Martin',
      'Henrik',
      'Jonas',
      'Espen',
      'Kristian',
      'Thomas',
      'Magnus',
      'Eirik',
      'Sindre',
    ],
  },
  lastNames: [
    'Hansen',
    'Johansen',
    'Olsen',
    'Larsen',
    'Andersen',
    'Pedersen',
    'Nilsen',
    'Kristiansen',
    'Jensen',
    'Karlsen',
    'Berg',
    'Haugen',
    'Hagen',
    'Bakken',
  ],
  registration: (random) => fillPattern(random, '@@ #####', 'ABCDEFGHJKLNPRSTUVXYZ'),
};

const finland: Country = {
  code: 'FI',
  currency: 'EUR',
  houseNumberFirst: false,
  mobiles: ['040 %## ####', '050 %## ####', '044 %## ####'],
  letters: 'ABCDEFGHIJKLMNOPRSTUVXYZ',
  cities: [
    { name: 'Helsinki', region: 'Uusimaa', lat: 60.1699, lon: 24.9384, zip: '00##0', phone: '09 %### ####' },
    { name: 'Espoo', region: 'Uusimaa', lat: 60.2055, lon: 24.6559, zip: '02##0', phone: '09 %### ####' },
    { name: 'Vantaa', region: 'Uusimaa', lat: 60.2934, lon: 25.0378, zip: '01##0', phone: '09 %### ####' },
    { name: 'Tampere', region: 'Pirkanmaa', lat: 61.4978, lon: 23.761, zip: '33##0', phone: '03 %## ####' },
    {
      name: 'Turku',
      region: 'Varsinais-Suomi',
      lat: 60.4518,
      lon: 22.2666,
      zip: '20##0',
      phone: '02 %## ####',
    },
    {
      name: 'Oulu',
      region: 'Pohjois-Pohjanmaa',
      lat: 65.0121,
      lon: 25.4651,
      zip: '90##0',
      phone: '08 %## ####',
    },
    {
      name: 'Jyväskylä',
      region: 'Keski-Suomi',
      lat: 62.2426,
      lon: 25.7473,
      zip: '40##0',
      phone: '014 %## ###',
    },
    { name: 'Lahti', region: 'Päijät-Häme', lat: 60.9827, lon: 25.6612, zip: '15##0', phone: '03 %## ####' },
    { name: 'Kuopio', region: 'Pohjois-Savo', lat: 62.8924, lon: 27.677, zip: '70##0', phone: '017 %## ###' },
    { name: 'Pori', region: 'Satakunta', lat: 61.4851, lon: 21.7974, zip: '28##0', phone: '02 %## ####' },
    {
      name: 'Joensuu',
      region: 'Pohjois-Karjala',
      lat: 62.601,
      lon: 29.7636,
      zip: '80##0',
      phone: '013 %## ###',
    },
    {
      name: 'Lappeenranta',
      region: 'Etelä-Karjala',
      lat: 61.0587,
      lon: 28.1887,
      zip: '53##0',
      phone: '05 %## ####',
    },
    { name: 'Vaasa', region: 'Pohjanmaa', lat: 63.0951, lon: 21.6165, zip: '65##0', phone: '06 %## ####' },
    {
      name: 'Seinäjoki',
      region: 'Etelä-Pohjanmaa',
      lat: 62.7903,
      lon: 22.8403,
      zip: '60##0',
      phone: '06 %## ####',
    },
    {
      name: 'Hämeenlinna',
      region: 'Kanta-Häme',
      lat: 60.9959,
      lon: 24.4643,
      zip: '13##0',
      phone: '03 %## ####',
    },
    { name: 'Rovaniemi', region: 'Lappi', lat: 66.5039, lon: 25.7294, zip: '96##0', phone: '016 %## ###' },
  ],
  streets: [
    'Teollisuuskatu',
    'Autotie',
    'Konepajankatu',
    'Kauppatie',
    'Varastokatu',
    'Tuotekatu',
    'Hitsaajankatu',
    'Valimotie',
    'Automiehenkatu',
    'Ratatie',
  ],
  firstNames: {
    female: [
      'Anna',
      'Laura',
      'Johanna',
      'Maria',
      'Katja',
      'Sanna',
      'Heidi',
      'Tiina',
      'Emilia',
      'Noora',
      'Riikka',
      'Elina',
    ],
    male: [
      'Mikko',
      'Juha',
      'Antti',
      'Jussi',
      'Timo',
      'Ville',
      'Janne',
      'Matti',
      'Sami',
      'Petri',
      'Teemu',
      'Markus',
    ],
  },
  lastNames: [
    'Korhonen',
    'Virtanen',
    'Mäkinen',
    'Nieminen',
    'Mäkelä',
    'Hämäläinen',
    'Laine',
    'Heikkinen',
    'Koskinen',
    'Järvinen',
    'Lehtonen',
    'Lehtinen',
    'Saarinen',
    'Salminen',
  ],
  registration: (random) => fillPattern(random, '@@@-###', 'ABCDEFGHIJKLMNOPRSTUVXYZ'),
};

const slovakia: Country = {
  code: 'SK',
  currency: 'EUR',
  houseNumberFirst: false,
  mobiles: ['0905 %## ###', '0911 %## ###', '0948 %## ###'],
  letters: 'ABCDEFGHIJKLMNOPRSTUVXYZ',
  cities: [
    {
      name: 'Bratislava',
      region: 'Bratislavský kraj',
      lat: 48.1486,
      lon: 17.1077,
      zip: '821 0#',
      phone: '02/%### ####',
      plate: 'BA',
    },
    {
      name: 'Košice',
      region: 'Košický kraj',
      lat: 48.7164,
      lon: 21.2611,
      zip: '040 1#',
      phone: '055/%## ####',
      plate: 'KE',
    },
    {
      name: 'Prešov',
      region: 'Prešovský kraj',
      lat: 48.9985,
      lon: 21.2339,
      zip: '080 0#',
      phone: '051/%## ####',
      plate: 'PO',
    },
    {
      name: 'Žilina',
      region: 'Žilinský kraj',
      lat: 49.2231,
      lon: 18.7394,
      zip: '010 0#',
      phone: '041/%## ####',
      plate: 'ZA',
    },
    {
      name: 'Banská Bystrica',
      region: 'Banskobystrický kraj',
      lat: 48.7363,
      lon: 19.1462,
      zip: '974 0#',
      phone: '048/%## ####',
      plate: 'BB',
    },
    {
      name: 'Nitra',
      region: 'Nitriansky kraj',
      lat: 48.3069,
      lon: 18.0864,
      zip: '949 0#',
      phone: '037/%## ####',
      plate: 'NR',
    },
    {
      name: 'Trnava',
      region: 'Trnavský kraj',
      lat: 48.3774,
      lon: 17.5883,
      zip: '917 0#',
      phone: '033/%## ####',
      plate: 'TT',
    },
    {
      name: 'Trenčín',
      region: 'Trenčiansky kraj',
      lat: 48.8945,
      lon: 18.0444,
      zip: '911 0#',
      phone: '032/%## ####',
      plate: 'TN',
    },
    {
      name: 'Martin',
      region: 'Žilinský kraj',
      lat: 49.0665,
      lon: 18.9226,
      zip: '036 0#',
      phone: '043/%## ####',
      plate: 'MT',
    },
    {
      name: 'Poprad',
      region: 'Prešovský kraj',
      lat: 49.0614,
      lon: 20.298,
      zip: '058 0#',
      phone: '052/%## ####',
      plate: 'PP',
    },
    {
      name: 'Zvolen',
      region: 'Banskobystrický kraj',
      lat: 48.5762,
      lon: 19.1371,
      zip: '960 0#',
      phone: '045/%## ####',
      plate: 'ZV',
    },
    {
      name: 'Piešťany',
      region: 'Trnavský kraj',
      lat: 48.5918,
      lon: 17.8271,
      zip: '921 0#',
      phone: '033/%## ####',
      plate: 'PN',
    },
  ],
  streets: [
    'Panónska cesta',
    'Mlynské nivy',
    'Priemyselná',
    'Obchodná',
    'Hlavná',
    'Stará Vajnorská',
    'Zvolenská cesta',
    'Nitrianska',
    'Bratislavská',
    'Pri trati',
  ],
  firstNames: {
    female: [
      'Jana',
      'Mária',
      'Zuzana',
      'Katarína',
      'Lucia',
      'Eva',
      'Martina',
      'Veronika',
      'Monika',
      'Ivana',
      'Petra',
      'Simona',
    ],
    male: [
      'Peter',
      'Martin',
      'Tomáš',
      'Michal',
      'Lukáš',
      'Juraj',
      'Marek',
      'Ján',
      'Jozef',
      'Róbert',
      'Matej',
      'Pavol',
    ],
  },
  lastNames: [
    'Horváth',
    'Kováč',
    'Varga',
    'Tóth',
    'Nagy',
    'Baláž',
    'Szabó',
    'Molnár',
    'Lukáč',
    'Novák',
    'Kollár',
    'Hudák',
    'Polák',
    'Šimko',
  ],
  registration: (random, _date, city) =>
    fillPattern(random, `${city.plate ?? 'BA'}-###@@`, 'ABCDEFHJKLMNPRSTUVXYZ'),
  femaleLastName: (lastName) => {
    if (lastName.endsWith('a')) return `${lastName.slice(0, -1)}ová`;
    if (lastName.endsWith('ý')) return `${lastName.slice(0, -1)}á`;
    if (lastName.endsWith('o')) return `${lastName.slice(0, -1)}ová`;
    return `${lastName}ová`;
  },
};

const unitedKingdom: Country = {
  code: 'GB',
  currency: 'GBP',
  houseNumberFirst: true,
  mobiles: ['07700 900###'],
  letters: 'ABDEFGHJLNPQRSTUWXYZ',
  cities: [
    {
      name: 'Leeds',
      region: 'West Yorkshire',
      lat: 53.8008,
      lon: -1.5491,
      zip: 'LS11 #@@',
      phone: '0113 496 0###',
      plate: 'YA',
    },
    {
      name: 'Manchester',
      region: 'Greater Manchester',
      lat: 53.4808,
      lon: -2.2426,
      zip: 'M17 #@@',
      phone: '0161 496 0###',
      plate: 'MA',
    },
    {
      name: 'Birmingham',
      region: 'West Midlands',
      lat: 52.4862,
      lon: -1.8904,
      zip: 'B6 #@@',
      phone: '0121 496 0###',
      plate: 'BD',
    },
    {
      name: 'London',
      region: 'Greater London',
      lat: 51.5072,
      lon: -0.1276,
      zip: 'NW9 #@@',
      phone: '020 7946 0###',
      plate: 'LB',
    },
    {
      name: 'Bristol',
      region: 'Bristol',
      lat: 51.4545,
      lon: -2.5879,
      zip: 'BS34 #@@',
      phone: '0117 496 0###',
      plate: 'WA',
    },
    {
      name: 'Sheffield',
      region: 'South Yorkshire',
      lat: 53.3811,
      lon: -1.4701,
      zip: 'S9 #@@',
      phone: '0114 496 0###',
      plate: 'YK',
    },
    {
      name: 'Nottingham',
      region: 'Nottinghamshire',
      lat: 52.9548,
      lon: -1.1581,
      zip: 'NG7 #@@',
      phone: '0115 496 0###',
      plate: 'FD',
    },
    {
      name: 'Leicester',
      region: 'Leicestershire',
      lat: 52.6369,
      lon: -1.1398,
      zip: 'LE4 #@@',
      phone: '0116 496 0###',
      plate: 'FE',
    },
    {
      name: 'Newcastle upon Tyne',
      region: 'Tyne and Wear',
      lat: 54.9783,
      lon: -1.6178,
      zip: 'NE6 #@@',
      phone: '0191 498 0###',
      plate: 'NA',
    },
    {
      name: 'Liverpool',
      region: 'Merseyside',
      lat: 53.4084,
      lon: -2.9916,
      zip: 'L24 #@@',
      phone: '0151 496 0###',
      plate: 'MX',
    },
    {
      name: 'York',
      region: 'North Yorkshire',
      lat: 53.96,
      lon: -1.0873,
      zip: 'YO30 #@@',
      phone: '01904 %#####',
      plate: 'YS',
    },
    {
      name: 'Reading',
      region: 'Berkshire',
      lat: 51.4543,
      lon: -0.9781,
      zip: 'RG2 #@@',
      phone: '0118 496 0###',
      plate: 'OU',
    },
    {
      name: 'Edinburgh',
      region: 'Lothian',
      lat: 55.9533,
      lon: -3.1883,
      zip: 'EH12 #@@',
      phone: '0131 496 0###',
      plate: 'SA',
    },
    {
      name: 'Glasgow',
      region: 'Glasgow City',
      lat: 55.8642,
      lon: -4.2518,
      zip: 'G51 #@@',
      phone: '0141 496 0###',
      plate: 'SF',
    },
    {
      name: 'Cardiff',
      region: 'South Glamorgan',
      lat: 51.4816,
      lon: -3.1791,
      zip: 'CF11 #@@',
      phone: '029 2018 0###',
      plate: 'CA',
    },
  ],
  streets: [
    'Kirkstall Road',
    'Station Road',
    'Manor Lane',
    'Enterprise Way',
    'Ring Road',
    'Mill Street',
    'Wakefield Road',
    'Commerce Way',
    'Park Lane',
    'Aston Lane',
  ],
  firstNames: {
    female: [
      'Sarah',
      'Emma',
      'Charlotte',
      'Sophie',
      'Hannah',
      'Lucy',
      'Amy',
      'Laura',
      'Rebecca',
      'Chloe',
      'Jessica',
      'Megan',
    ],
    male: [
      'James',
      'Oliver',
      'Daniel',
      'Thomas',
      'Matthew',
      'Jack',
      'Harry',
      'Samuel',
      'Joseph',
      'Ben',
      'Adam',
      'Ryan',
    ],
  },
  lastNames: [
    'Smith',
    'Jones',
    'Taylor',
    'Brown',
    'Williams',
    'Wilson',
    'Johnson',
    'Davies',
    'Robinson',
    'Wright',
    'Thompson',
    'Evans',
    'Walker',
    'Hughes',
  ],
  registration: (random, date, city) =>
    `${city.plate ?? 'LA'}${britishAgeIdentifier(date)} ${fillPattern(random, '@@@', 'ABCDEFGHJKLMNOPRSTUVWXYZ')}`,
};

const COUNTRIES: Record<CountryCode, Country> = {
  SE: sweden,
  NO: norway,
  FI: finland,
  SK: slovakia,
  GB: unitedKingdom,
};

/**
 * The country a market's stock sits in: the region of its locale, unless that country pays in another
 * currency than the market, then the country of the market's currency (an English-language site that
 * prices in SEK sells Swedish stock).
 */
export function countryOf(locale: string, currency: string): Country {
  const region = locale.split('-')[1]?.toUpperCase();
  const byLocale = region && region in COUNTRIES ? COUNTRIES[region as CountryCode] : undefined;
  if (byLocale && byLocale.currency === currency) return byLocale;
  const byCurrency = Object.values(COUNTRIES).find((country) => country.currency === currency);
  return byCurrency ?? byLocale ?? unitedKingdom;
}
