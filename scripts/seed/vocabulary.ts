/**
 * The words of the demo stock, per language: facet values, equipment, descriptions, finance texts and the
 * dealer vocabulary (departments, staff titles, opening hours). Templates use `{name}` tokens filled by
 * `fillTemplate`; a market picks its vocabulary by the language of its locale.
 */
import type { BodyType, Colour, Condition, DepartmentKind, Drive, FuelType, Gearbox } from './vehicleTraits';

export type Language = 'sv' | 'nb' | 'fi' | 'sk' | 'en';

export interface Holiday {
  name: string;
  /** `MM-DD`, the next occurrence after the reference date is used. */
  date: string;
  /** Shortened hours `[from, to]` in whole hours; closed when absent. */
  hours?: readonly [number, number];
}

export interface Vocabulary {
  conditions: Record<Condition, string>;
  bodies: Record<BodyType, string>;
  fuels: Record<FuelType, string>;
  gearboxes: Record<Gearbox, string>;
  drives: Record<Drive, string>;
  colours: Record<Colour, string>;
  priceTitle: string;
  campaignPriceTitle: string;
  campaigns: readonly string[];
  equipment: {
    common: readonly string[];
    premium: readonly string[];
    electric: readonly string[];
    van: readonly string[];
  };
  description: {
    opening: Record<Condition, readonly string[]>;
    middle: readonly string[];
    closing: readonly string[];
  };
  /** `{hp}` and `{kw}`. */
  powerText: string;
  /** `{months}`. */
  monthsText: string;
  /** `{amount}`. */
  perMonth: string;
  /** `{distance}`. */
  perYear: string;
  finance: {
    loanTitle: string;
    loanDescription: string;
    /** `{months}`, `{cash}` (percent text), `{residual}` (percent text) and `{rate}`. */
    loanSummary: string;
    /** {0} monthly cost, {1} months, {2} cash payment, {3} residual value, {4} interest rate, {5} price. */
    loanDisclaimer: string;
    privateLeasingTitle: string;
    privateLeasingSalesText: string;
    /** `{months}` and `{distance}`. */
    privateLeasingDisclaimer: string;
    companyLeasingTitle: string;
    companyLeasingDescription: string;
    companyLeasingSalesText: string;
    /** `{months}` and `{distance}`. */
    companyLeasingDisclaimer: string;
    /** `{months}` and `{distance}`. */
    leasingDescription: string;
    leasingAsterix: string;
  };
  departments: Record<DepartmentKind, { name: string; group: string; titles: readonly string[] }>;
  openingHours: {
    weekdays: string;
    saturday: string;
    sunday: string;
    closed: string;
    /** A time of day: `{h}` or `{hh}` (zero-padded) hours and `{mm}` minutes. */
    time: string;
    holidays: readonly Holiday[];
    vacation: { day: string; title: string; displayText: string; start: string; end: string };
  };
}

const swedish: Vocabulary = {
  conditions: { used: 'Begagnad', new: 'Ny', sample: 'Demobil' },
  bodies: {
    sedan: 'Sedan',
    estate: 'Kombi',
    hatchback: 'Halvkombi',
    suv: 'SUV',
    coupe: 'Coupé',
    convertible: 'Cab',
    van: 'Transportbil',
  },
  fuels: { petrol: 'Bensin', diesel: 'Diesel', electric: 'El', phev: 'Laddhybrid', hybrid: 'Hybrid' },
  gearboxes: { automatic: 'Automat', manual: 'Manuell' },
  drives: { fwd: 'Framhjulsdrift', rwd: 'Bakhjulsdrift', awd: 'Fyrhjulsdrift' },
  colours: {
    white: 'Vit',
    black: 'Svart',
    silver: 'Silver',
    grey: 'Grå',
    blue: 'Blå',
    red: 'Röd',
    green: 'Grön',
    brown: 'Brun',
    beige: 'Beige',
    orange: 'Orange',
  },
  priceTitle: 'Pris',
  campaignPriceTitle: 'Kampanjpris',
  campaigns: ['Vinterkampanj', 'Räntekampanj', 'Black Week', 'Lagerrensning'],
  equipment: {
    common: [
      'Backkamera',
      'Parkeringssensorer bak',
      'Parkeringssensorer fram och bak',
      'Farthållare',
      'Adaptiv farthållare',
      'Klimatanläggning 2-zon',
      'Apple CarPlay',
      'Android Auto',
      'Bluetooth',
      'Navigationssystem',
      'Eluppvärmda framsäten',
      'Rattvärme',
      'LED-strålkastare',
      'Regnsensor',
      'Automatiskt avbländande backspegel',
      'Filhållningsassistent',
      'Trafikskyltsinformation',
      'Nyckelfritt lås- och startsystem',
      'Alufälgar 17"',
      'Sommar- och vinterhjul',
      'Motorvärmare',
      'Dragkrok',
      'Elinfällbara backspeglar',
      'Trådlös mobilladdning',
      'Dödavinkelvarnare',
    ],
    premium: [
      'Panoramaglastak',
      'Skinnklädsel',
      'Elstol förare med minne',
      'Head-up display',
      'Harman Kardon ljudsystem',
      '360° kamera',
      'Ventilerade framsäten',
      'Luftfjädring',
      'Matrix LED-strålkastare',
      'Elektrisk baklucka',
      'Stämningsbelysning',
    ],
    electric: [
      'Värmepump',
      'Förvärmning via app',
      'Laddkabel typ 2',
      'Snabbladdning CCS',
      'V2L (Vehicle to Load)',
    ],
    van: [
      'Skiljevägg med fönster',
      'Lastgolv i trä',
      'Lastförankringsöglor',
      'Skjutdörr höger',
      'Bakdörrar 250°',
      'Dragkrok 2 500 kg',
      'Bränslevärmare med timer',
      'LED-belysning i lastrum',
    ],
  },
  description: {
    opening: {
      used: [
        'Välvårdad {brand} {model} {version} från {year} som har gått {mileage}.',
        'Nu finns den här fina {brand} {model} i färgen {colour} hos oss på {site}.',
        'Den här {brand} {model} från {year} är servad enligt serviceprogram och redo för nya mil.',
      ],
      new: [
        'Helt ny {brand} {model} {version} i lager för snabb leverans.',
        'Fabriksny {brand} {model} i {colour} – redo att köras hem från {site}.',
      ],
      sample: [
        'Demobil: {brand} {model} {version} med låg körsträcka, endast {mileage}.',
        'Vår visningsbil {brand} {model} säljs nu med nybilsgarantin kvar.',
      ],
    },
    middle: [
      'Drivmedel: {fuel}. Växellåda: {gearbox}. {drive}.',
      'Vi erbjuder förmånlig finansiering och tar gärna din nuvarande bil i inbyte.',
      'Bilen levereras nyservad och rekonditionerad.',
      'Välkommen att boka en provkörning hos oss på {site} i {city}.',
      'Kontakta gärna någon av våra säljare för mer information eller en offert.',
      'Vi hjälper dig med hemleverans i hela landet.',
    ],
    closing: [
      'Med reservation för eventuella felskrivningar.',
      'Med reservation för att bilen kan vara såld.',
    ],
  },
  powerText: '{hp} hk ({kw} kW)',
  monthsText: '{months} mån',
  perMonth: '{amount}/mån',
  perYear: '{distance}/år',
  finance: {
    loanTitle: 'Billån',
    loanDescription: 'Finansiera bilen med ett billån från vår finanspartner. Ansökan görs enkelt online.',
    loanSummary: 'Billån {months} mån, {cash} kontantinsats, {residual} restvärde, ränta {rate}.',
    loanDisclaimer:
      'Månadskostnad {0} vid {1} månaders avtalstid, {2} kontantinsats och {3} restvärde. Ränta {4}. Kontantpris {5}. Gäller vid godkänd kreditprövning.',
    privateLeasingTitle: 'Privatleasing',
    privateLeasingSalesText: 'Fast månadskostnad – service ingår',
    privateLeasingDisclaimer:
      'Privatleasing {months} mån, {distance}. Gäller vid godkänd kreditprövning. Övermil debiteras enligt avtal.',
    companyLeasingTitle: 'Företagsleasing',
    companyLeasingDescription: 'Operationell leasing för företag. Alla priser är exklusive moms.',
    companyLeasingSalesText: 'Låg månadskostnad för ditt företag',
    companyLeasingDisclaimer:
      'Företagsleasing {months} mån, {distance}. Priser exkl. moms. Gäller vid godkänd kreditprövning.',
    leasingDescription: '{months} mån, {distance}',
    leasingAsterix: '*Gäller vid godkänd kreditprövning.',
  },
  departments: {
    newCars: { name: 'Nybilsförsäljning', group: 'Nya bilar', titles: ['Bilsäljare', 'Försäljningschef'] },
    usedCars: {
      name: 'Begagnatförsäljning',
      group: 'Begagnade bilar',
      titles: ['Bilsäljare', 'Begagnatansvarig'],
    },
    service: {
      name: 'Verkstad',
      group: 'Service',
      titles: ['Servicetekniker', 'Kundmottagare', 'Verkstadschef'],
    },
    parts: { name: 'Reservdelar', group: 'Delar och tillbehör', titles: ['Reservdelssäljare', 'Lagerchef'] },
  },
  openingHours: {
    weekdays: 'Måndag–fredag',
    saturday: 'Lördag',
    sunday: 'Söndag',
    closed: 'Stängt',
    time: '{hh}:{mm}',
    holidays: [
      { name: 'Julafton', date: '12-24' },
      { name: 'Juldagen', date: '12-25' },
      { name: 'Annandag jul', date: '12-26' },
      { name: 'Nyårsafton', date: '12-31', hours: [10, 13] },
      { name: 'Nyårsdagen', date: '01-01' },
      { name: 'Trettondedag jul', date: '01-06' },
    ],
    vacation: {
      day: 'Sommarstängt',
      title: 'Semesterstängt',
      displayText: 'Verkstaden har sommarstängt. Akuta ärenden hänvisas till närmaste anläggning.',
      start: '07-12',
      end: '08-01',
    },
  },
};

const norwegian: Vocabulary = {
  conditions: { used: 'Brukt', new: 'Ny', sample: 'Demobil' },
  bodies: {
    sedan: 'Sedan',
    estate: 'Stasjonsvogn',
    hatchback: 'Kombi 5-dørs',
    suv: 'SUV',
    coupe: 'Coupé',
    convertible: 'Cabriolet',
    van: 'Varebil',
  },
  fuels: {
    petrol: 'Bensin',
    diesel: 'Diesel',
    electric: 'Elektrisk',
    phev: 'Ladbar hybrid',
    hybrid: 'Hybrid',
  },
  gearboxes: { automatic: 'Automat', manual: 'Manuell' },
  drives: { fwd: 'Forhjulsdrift', rwd: 'Bakhjulsdrift', awd: 'Firehjulsdrift' },
  colours: {
    white: 'Hvit',
    black: 'Svart',
    silver: 'Sølv',
    grey: 'Grå',
    blue: 'Blå',
    red: 'Rød',
    green: 'Grønn',
    brown: 'Brun',
    beige: 'Beige',
    orange: 'Oransje',
  },
  priceTitle: 'Pris',
  campaignPriceTitle: 'Kampanjepris',
  campaigns: ['Vinterkampanje', 'Rentekampanje', 'Black Week', 'Lagersalg'],
  equipment: {
    common: [
      'Ryggekamera',
      'Parkeringssensor bak',
      'Parkeringssensorer foran og bak',
      'Cruisekontroll',
      'Adaptiv cruisekontroll',
      'Automatisk klimaanlegg 2-soner',
      'Apple CarPlay',
      'Android Auto',
      'Bluetooth',
      'Navigasjon',
      'Oppvarmede forseter',
      'Oppvarmet ratt',
      'LED-hovedlys',
      'Regnsensor',
      'Automatisk avblendbart speil',
      'Filholdeassistent',
      'Trafikkskiltgjenkjenning',
      'Nøkkelfri tilgang og start',
      'Lettmetallfelger 17"',
      'Sommer- og vinterhjul',
      'Motorvarmer',
      'Hengerfeste',
      'Elektrisk innfellbare speil',
      'Trådløs lading av mobil',
      'Blindsonevarsler',
    ],
    premium: [
      'Panoramaglasstak',
      'Skinninteriør',
      'Elektrisk førersete med minne',
      'Head-up display',
      'Harman Kardon lydanlegg',
      '360° kamera',
      'Ventilerte forseter',
      'Luftfjæring',
      'Matrix LED-lys',
      'Elektrisk bakluke',
      'Ambientbelysning',
    ],
    electric: [
      'Varmepumpe',
      'Forvarming via app',
      'Ladekabel type 2',
      'Hurtiglading CCS',
      'V2L (Vehicle to Load)',
    ],
    van: [
      'Skillevegg med vindu',
      'Tregulv i lasterom',
      'Surringsøyer',
      'Skyvedør høyre',
      'Bakdører 250°',
      'Hengerfeste 2 500 kg',
      'Dieselvarmer med timer',
      'LED-lys i lasterom',
    ],
  },
  description: {
    opening: {
      used: [
        'Pen og velholdt {brand} {model} {version} fra {year}, kjørt {mileage}.',
        'Nå står denne fine {brand} {model} i fargen {colour} klar hos oss på {site}.',
        'Denne {brand} {model} fra {year} er fulgt opp etter serviceprogram og klar for nye turer.',
      ],
      new: [
        'Helt ny {brand} {model} {version} på lager for rask levering.',
        'Fabrikkny {brand} {model} i {colour} – klar for levering fra {site}.',
      ],
      sample: [
        'Demobil: {brand} {model} {version} med lav kjørelengde, kun {mileage}.',
        'Vår demobil {brand} {model} selges nå med resterende nybilgaranti.',
      ],
    },
    middle: [
      'Drivstoff: {fuel}. Girkasse: {gearbox}. {drive}.',
      'Vi tilbyr gunstig finansiering og tar gjerne din nåværende bil i innbytte.',
      'Bilen leveres nyservet og klargjort.',
      'Velkommen til prøvekjøring hos oss på {site} i {city}.',
      'Ta gjerne kontakt med en av våre selgere for mer informasjon eller et tilbud.',
      'Vi leverer bilen hjem til deg i hele landet.',
    ],
    closing: ['Med forbehold om skrivefeil.', 'Med forbehold om at bilen kan være solgt.'],
  },
  powerText: '{hp} hk ({kw} kW)',
  monthsText: '{months} mnd',
  perMonth: '{amount}/mnd',
  perYear: '{distance}/år',
  finance: {
    loanTitle: 'Billån',
    loanDescription: 'Finansier bilen med billån fra vår finanspartner. Søknaden gjøres enkelt på nett.',
    loanSummary: 'Billån {months} mnd, {cash} egenkapital, {residual} restverdi, rente {rate}.',
    loanDisclaimer:
      'Månedskostnad {0} ved {1} måneders løpetid, {2} egenkapital og {3} restverdi. Nominell rente {4}. Kontantpris {5}. Forutsetter godkjent kredittvurdering.',
    privateLeasingTitle: 'Privatleasing',
    privateLeasingSalesText: 'Fast månedspris – service inkludert',
    privateLeasingDisclaimer:
      'Privatleasing {months} mnd, {distance}. Forutsetter godkjent kredittvurdering. Overkjørte km faktureres etter avtale.',
    companyLeasingTitle: 'Bedriftsleasing',
    companyLeasingDescription: 'Operasjonell leasing for bedrifter. Alle priser er eks. mva.',
    companyLeasingSalesText: 'Lav månedspris for din bedrift',
    companyLeasingDisclaimer:
      'Bedriftsleasing {months} mnd, {distance}. Priser eks. mva. Forutsetter godkjent kredittvurdering.',
    leasingDescription: '{months} mnd, {distance}',
    leasingAsterix: '*Forutsetter godkjent kredittvurdering.',
  },
  departments: {
    newCars: { name: 'Nybilsalg', group: 'Nye biler', titles: ['Bilselger', 'Salgssjef'] },
    usedCars: { name: 'Bruktbilsalg', group: 'Brukte biler', titles: ['Bilselger', 'Bruktbilansvarlig'] },
    service: {
      name: 'Verksted',
      group: 'Service',
      titles: ['Servicetekniker', 'Servicemottaker', 'Verkstedsjef'],
    },
    parts: { name: 'Deler', group: 'Deler og tilbehør', titles: ['Delerådgiver', 'Lagersjef'] },
  },
  openingHours: {
    weekdays: 'Mandag–fredag',
    saturday: 'Lørdag',
    sunday: 'Søndag',
    closed: 'Stengt',
    time: '{hh}:{mm}',
    holidays: [
      { name: 'Julaften', date: '12-24' },
      { name: '1. juledag', date: '12-25' },
      { name: '2. juledag', date: '12-26' },
      { name: 'Nyttårsaften', date: '12-31', hours: [10, 13] },
      { name: '1. nyttårsdag', date: '01-01' },
    ],
    vacation: {
      day: 'Sommerstengt',
      title: 'Fellesferie',
      displayText: 'Verkstedet holder stengt i fellesferien. Akutte henvendelser til nærmeste avdeling.',
      start: '07-12',
      end: '08-01',
    },
  },
};

const finnish: Vocabulary = {
  conditions: { used: 'Vaihtoauto', new: 'Uusi', sample: 'Esittelyauto' },
  bodies: {
    sedan: 'Sedan',
    estate: 'Farmari',
    hatchback: 'Viistoperä',
    suv: 'Katumaasturi',
    coupe: 'Coupé',
    convertible: 'Avoauto',
    van: 'Pakettiauto',
  },
  fuels: {
    petrol: 'Bensiini',
    diesel: 'Diesel',
    electric: 'Sähkö',
    phev: 'Lataushybridi',
    hybrid: 'Hybridi',
  },
  gearboxes: { automatic: 'Automaatti', manual: 'Manuaali' },
  drives: { fwd: 'Etuveto', rwd: 'Takaveto', awd: 'Neliveto' },
  colours: {
    white: 'Valkoinen',
    black: 'Musta',
    silver: 'Hopea',
    grey: 'Harmaa',
    blue: 'Sininen',
    red: 'Punainen',
    green: 'Vihreä',
    brown: 'Ruskea',
    beige: 'Beige',
    orange: 'Oranssi',
  },
  priceTitle: 'Hinta',
  campaignPriceTitle: 'Kampanjahinta',
  campaigns: ['Talvikampanja', 'Korkokampanja', 'Black Week', 'Varastotyhjennys'],
  equipment: {
    common: [
      'Peruutuskamera',
      'Pysäköintitutka taakse',
      'Pysäköintitutka eteen ja taakse',
      'Vakionopeudensäädin',
      'Mukautuva vakionopeudensäädin',
      'Kaksialueinen ilmastointiautomatiikka',
      'Apple CarPlay',
      'Android Auto',
      'Bluetooth',
      'Navigointijärjestelmä',
      'Etuistuinten lämmitys',
      'Ohjauspyörän lämmitys',
      'LED-ajovalot',
      'Sadetunnistin',
      'Automaattisesti himmentyvä taustapeili',
      'Kaistavahti',
      'Liikennemerkkien tunnistus',
      'Avaimeton lukitus ja käynnistys',
      'Kevytmetallivanteet 17"',
      'Kesä- ja talvirenkaat',
      'Lohkolämmitin ja sisäpistoke',
      'Vetokoukku',
      'Sähkötoimisesti taittuvat peilit',
      'Langaton puhelimen lataus',
      'Kuolleen kulman varoitin',
    ],
    premium: [
      'Panoraamakattoikkuna',
      'Nahkaverhoilu',
      'Sähkösäätöinen kuljettajan istuin muistilla',
      'Tuulilasinäyttö',
      'Harman Kardon -äänentoisto',
      '360° kamera',
      'Tuuletetut etuistuimet',
      'Ilmajousitus',
      'Matrix LED -ajovalot',
      'Sähkötoiminen takaluukku',
      'Tunnelmavalaistus',
    ],
    electric: [
      'Lämpöpumppu',
      'Esilämmitys sovelluksella',
      'Tyypin 2 latauskaapeli',
      'CCS-pikalataus',
      'V2L-toiminto',
    ],
    van: [
      'Väliseinä ikkunalla',
      'Puupohja tavaratilassa',
      'Kiinnityslenkit',
      'Liukuovi oikealla',
      'Takaovet 250°',
      'Vetokoukku 2 500 kg',
      'Polttoainekäyttöinen lisälämmitin ajastimella',
      'LED-valaistus tavaratilassa',
    ],
  },
  description: {
    opening: {
      used: [
        'Myytävänä siisti {brand} {model} {version} vuosimallia {year}, ajettu {mileage}.',
        'Nyt myynnissä hieno {brand} {model}, väriltään {colour}, toimipisteessämme {site}.',
        'Tämä {brand} {model} vuodelta {year} on huollettu huolto-ohjelman mukaisesti.',
      ],
      new: [
        'Uusi {brand} {model} {version} varastossa nopeaan toimitukseen.',
        'Tehdasuusi {brand} {model}, väriltään {colour}, heti noudettavissa: {site}.',
      ],
      sample: [
        'Esittelyauto: {brand} {model} {version}, ajettu vain {mileage}.',
        'Esittelyautomme {brand} {model} nyt myynnissä, tehdastakuuta jäljellä.',
      ],
    },
    middle: [
      'Käyttövoima: {fuel}. Vaihteisto: {gearbox}. {drive}.',
      'Tarjoamme edullisen rahoituksen ja otamme nykyisen autosi vaihdossa.',
      'Auto luovutetaan huollettuna ja puhdistettuna.',
      'Tervetuloa koeajolle toimipisteeseemme {site}, {city}.',
      'Ota yhteyttä myyjiimme, niin kerromme lisää tai teemme tarjouksen.',
      'Toimitamme auton tarvittaessa kotiovellesi koko Suomen alueella.',
    ],
    closing: ['Pidätämme oikeuden muutoksiin ja painovirheisiin.', 'Auto voi olla jo myyty.'],
  },
  powerText: '{hp} hv ({kw} kW)',
  monthsText: '{months} kk',
  perMonth: '{amount}/kk',
  perYear: '{distance}/v',
  finance: {
    loanTitle: 'Rahoitus',
    loanDescription: 'Rahoita autosi rahoituskumppanimme kautta. Hakemuksen voi tehdä helposti verkossa.',
    loanSummary: 'Rahoitus {months} kk, käsiraha {cash}, jäännösarvo {residual}, korko {rate}.',
    loanDisclaimer:
      'Kuukausierä {0}, laina-aika {1} kk, käsiraha {2} ja jäännösarvo {3}. Korko {4}. Käteishinta {5}. Edellyttää hyväksyttyä luottopäätöstä.',
    privateLeasingTitle: 'Yksityisleasing',
    privateLeasingSalesText: 'Kiinteä kuukausimaksu – huollot sisältyvät',
    privateLeasingDisclaimer:
      'Yksityisleasing {months} kk, {distance}. Edellyttää hyväksyttyä luottopäätöstä. Ylittävät kilometrit laskutetaan sopimuksen mukaan.',
    companyLeasingTitle: 'Yritysleasing',
    companyLeasingDescription: 'Huoltoleasing yrityksille. Hinnat ilman arvonlisäveroa.',
    companyLeasingSalesText: 'Edullinen kuukausimaksu yrityksellesi',
    companyLeasingDisclaimer:
      'Yritysleasing {months} kk, {distance}. Hinnat alv 0 %. Edellyttää hyväksyttyä luottopäätöstä.',
    leasingDescription: '{months} kk, {distance}',
    leasingAsterix: '*Edellyttää hyväksyttyä luottopäätöstä.',
  },
  departments: {
    newCars: { name: 'Uusautomyynti', group: 'Uudet autot', titles: ['Automyyjä', 'Myyntipäällikkö'] },
    usedCars: {
      name: 'Vaihtoautomyynti',
      group: 'Vaihtoautot',
      titles: ['Automyyjä', 'Vaihtoautopäällikkö'],
    },
    service: { name: 'Huolto', group: 'Huolto', titles: ['Asentaja', 'Huoltoneuvoja', 'Korjaamopäällikkö'] },
    parts: {
      name: 'Varaosat',
      group: 'Varaosat ja tarvikkeet',
      titles: ['Varaosamyyjä', 'Varastopäällikkö'],
    },
  },
  openingHours: {
    weekdays: 'Maanantai–perjantai',
    saturday: 'Lauantai',
    sunday: 'Sunnuntai',
    closed: 'Suljettu',
    time: '{h}.{mm}',
    holidays: [
      { name: 'Jouluaatto', date: '12-24' },
      { name: 'Joulupäivä', date: '12-25' },
      { name: 'Tapaninpäivä', date: '12-26' },
      { name: 'Uudenvuodenaatto', date: '12-31', hours: [10, 14] },
      { name: 'Uudenvuodenpäivä', date: '01-01' },
      { name: 'Loppiainen', date: '01-06' },
    ],
    vacation: {
      day: 'Kesätauko',
      title: 'Kesäloma',
      displayText: 'Korjaamo on suljettu kesäloman ajan. Kiireelliset asiat lähimpään toimipisteeseen.',
      start: '07-05',
      end: '07-25',
    },
  },
};

const slovak: Vocabulary = {
  conditions: { used: 'Jazdené', new: 'Nové', sample: 'Predvádzacie' },
  bodies: {
    sedan: 'Sedan',
    estate: 'Kombi',
    hatchback: 'Hatchback',
    suv: 'SUV',
    coupe: 'Kupé',
    convertible: 'Kabriolet',
    van: 'Dodávka',
  },
  fuels: {
    petrol: 'Benzín',
    diesel: 'Diesel',
    electric: 'Elektro',
    phev: 'Plug-in hybrid',
    hybrid: 'Hybrid',
  },
  gearboxes: { automatic: 'Automatická', manual: 'Manuálna' },
  drives: { fwd: 'Predný náhon', rwd: 'Zadný náhon', awd: 'Pohon 4x4' },
  colours: {
    white: 'Biela',
    black: 'Čierna',
    silver: 'Strieborná',
    grey: 'Sivá',
    blue: 'Modrá',
    red: 'Červená',
    green: 'Zelená',
    brown: 'Hnedá',
    beige: 'Béžová',
    orange: 'Oranžová',
  },
  priceTitle: 'Cena',
  campaignPriceTitle: 'Akciová cena',
  campaigns: ['Zimná akcia', 'Úroková akcia', 'Black Week', 'Výpredaj skladu'],
  equipment: {
    common: [
      'Parkovacia kamera',
      'Parkovacie senzory vzadu',
      'Parkovacie senzory vpredu a vzadu',
      'Tempomat',
      'Adaptívny tempomat',
      'Dvojzónová automatická klimatizácia',
      'Apple CarPlay',
      'Android Auto',
      'Bluetooth',
      'Navigačný systém',
      'Vyhrievané predné sedadlá',
      'Vyhrievaný volant',
      'LED svetlomety',
      'Dažďový senzor',
      'Samostmievacie spätné zrkadlo',
      'Asistent jazdy v pruhu',
      'Rozpoznávanie dopravných značiek',
      'Bezkľúčové odomykanie a štartovanie',
      'Zliatinové disky 17"',
      'Letné a zimné pneumatiky',
      'Nezávislé kúrenie',
      'Ťažné zariadenie',
      'Elektricky sklopné spätné zrkadlá',
      'Bezdrôtové nabíjanie telefónu',
      'Monitorovanie mŕtveho uhla',
    ],
    premium: [
      'Panoramatická strecha',
      'Kožené čalúnenie',
      'Elektricky nastaviteľné sedadlo vodiča s pamäťou',
      'Head-up displej',
      'Audiosystém Harman Kardon',
      '360° kamera',
      'Ventilované predné sedadlá',
      'Vzduchové odpruženie',
      'Matrix LED svetlomety',
      'Elektricky ovládané piate dvere',
      'Ambientné osvetlenie',
    ],
    electric: [
      'Tepelné čerpadlo',
      'Predklimatizácia cez aplikáciu',
      'Nabíjací kábel typ 2',
      'Rýchlonabíjanie CCS',
      'Funkcia V2L',
    ],
    van: [
      'Priečka s oknom',
      'Drevená podlaha nákladového priestoru',
      'Upevňovacie oká',
      'Posuvné dvere vpravo',
      'Zadné dvere s otvorením 250°',
      'Ťažné zariadenie 2 500 kg',
      'Nezávislé kúrenie s časovačom',
      'LED osvetlenie nákladového priestoru',
    ],
  },
  description: {
    opening: {
      used: [
        'Ponúkame zachovalé vozidlo {brand} {model} {version} z roku {year} s nájazdom {mileage}.',
        'Na predajni {site} je teraz k dispozícii pekné vozidlo {brand} {model}, farba {colour}.',
        'Toto vozidlo {brand} {model} z roku {year} má pravidelný servis podľa predpisov výrobcu.',
      ],
      new: [
        'Nové vozidlo {brand} {model} {version} skladom na rýchle dodanie.',
        'Úplne nové vozidlo {brand} {model}, farba {colour}, pripravené na odovzdanie na predajni {site}.',
      ],
      sample: [
        'Predvádzacie vozidlo {brand} {model} {version} s nízkym nájazdom, len {mileage}.',
        'Naše predvádzacie vozidlo {brand} {model} predávame so zostávajúcou zárukou výrobcu.',
      ],
    },
    middle: [
      'Palivo: {fuel}. Prevodovka: {gearbox}. {drive}.',
      'Ponúkame výhodné financovanie a vaše súčasné vozidlo radi vykúpime na protiúčet.',
      'Vozidlo odovzdávame po servisnej prehliadke a dôkladnom čistení.',
      'Pozývame vás na testovaciu jazdu na našu predajňu {site} v meste {city}.',
      'Pre viac informácií alebo cenovú ponuku kontaktujte našich predajcov.',
      'Vozidlo vám radi dovezieme kamkoľvek na Slovensku.',
    ],
    closing: ['Za prípadné chyby v inzeráte nezodpovedáme.', 'Vozidlo už môže byť predané.'],
  },
  powerText: '{kw} kW ({hp} k)',
  monthsText: '{months} mes.',
  perMonth: '{amount}/mes.',
  perYear: '{distance}/rok',
  finance: {
    loanTitle: 'Úver na auto',
    loanDescription:
      'Financujte vozidlo úverom od nášho finančného partnera. Žiadosť vybavíte jednoducho online.',
    loanSummary: 'Úver {months} mes., akontácia {cash}, zostatková hodnota {residual}, úrok {rate}.',
    loanDisclaimer:
      'Mesačná splátka {0} pri dobe splácania {1} mesiacov, akontácii {2} a zostatkovej hodnote {3}. Úroková sadzba {4}. Cena v hotovosti {5}. Podlieha schváleniu úveru.',
    privateLeasingTitle: 'Operatívny lízing pre súkromné osoby',
    privateLeasingSalesText: 'Fixná mesačná splátka vrátane servisu',
    privateLeasingDisclaimer:
      'Operatívny lízing {months} mes., {distance}. Podlieha schváleniu. Kilometre nad limit sa účtujú podľa zmluvy.',
    companyLeasingTitle: 'Operatívny lízing pre firmy',
    companyLeasingDescription: 'Operatívny lízing pre podnikateľov. Všetky ceny sú bez DPH.',
    companyLeasingSalesText: 'Nízka mesačná splátka pre vašu firmu',
    companyLeasingDisclaimer: 'Firemný lízing {months} mes., {distance}. Ceny bez DPH. Podlieha schváleniu.',
    leasingDescription: '{months} mes., {distance}',
    leasingAsterix: '*Podlieha schváleniu financovania.',
  },
  departments: {
    newCars: {
      name: 'Predaj nových vozidiel',
      group: 'Nové vozidlá',
      titles: ['Predajca', 'Vedúci predaja'],
    },
    usedCars: {
      name: 'Predaj jazdených vozidiel',
      group: 'Jazdené vozidlá',
      titles: ['Predajca', 'Vedúci predaja jazdených vozidiel'],
    },
    service: {
      name: 'Servis',
      group: 'Servis',
      titles: ['Servisný technik', 'Servisný poradca', 'Vedúci servisu'],
    },
    parts: {
      name: 'Náhradné diely',
      group: 'Diely a príslušenstvo',
      titles: ['Predajca dielov', 'Skladník'],
    },
  },
  openingHours: {
    weekdays: 'Pondelok–piatok',
    saturday: 'Sobota',
    sunday: 'Nedeľa',
    closed: 'Zatvorené',
    time: '{hh}:{mm}',
    holidays: [
      { name: 'Štedrý deň', date: '12-24' },
      { name: 'Prvý sviatok vianočný', date: '12-25' },
      { name: 'Druhý sviatok vianočný', date: '12-26' },
      { name: 'Silvester', date: '12-31', hours: [8, 12] },
      { name: 'Deň vzniku Slovenskej republiky', date: '01-01' },
      { name: 'Zjavenie Pána', date: '01-06' },
    ],
    vacation: {
      day: 'Letná dovolenka',
      title: 'Celozávodná dovolenka',
      displayText:
        'Servis je počas celozávodnej dovolenky zatvorený. Naliehavé prípady rieši najbližšia pobočka.',
      start: '07-26',
      end: '08-06',
    },
  },
};

const english: Vocabulary = {
  conditions: { used: 'Used', new: 'New', sample: 'Demonstrator' },
  bodies: {
    sedan: 'Saloon',
    estate: 'Estate',
    hatchback: 'Hatchback',
    suv: 'SUV',
    coupe: 'Coupe',
    convertible: 'Convertible',
    van: 'Van',
  },
  fuels: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    electric: 'Electric',
    phev: 'Plug-in hybrid',
    hybrid: 'Hybrid',
  },
  gearboxes: { automatic: 'Automatic', manual: 'Manual' },
  drives: { fwd: 'Front-wheel drive', rwd: 'Rear-wheel drive', awd: 'Four-wheel drive' },
  colours: {
    white: 'White',
    black: 'Black',
    silver: 'Silver',
    grey: 'Grey',
    blue: 'Blue',
    red: 'Red',
    green: 'Green',
    brown: 'Brown',
    beige: 'Beige',
    orange: 'Orange',
  },
  priceTitle: 'Price',
  campaignPriceTitle: 'Offer price',
  campaigns: ['Winter offer', 'Low-rate finance offer', 'Black Friday', 'Stock clearance'],
  equipment: {
    common: [
      'Reversing camera',
      'Rear parking sensors',
      'Front and rear parking sensors',
      'Cruise control',
      'Adaptive cruise control',
      'Dual-zone climate control',
      'Apple CarPlay',
      'Android Auto',
      'Bluetooth',
      'Satellite navigation',
      'Heated front seats',
      'Heated steering wheel',
      'LED headlights',
      'Rain-sensing wipers',
      'Auto-dimming rear-view mirror',
      'Lane keeping assist',
      'Traffic sign recognition',
      'Keyless entry and start',
      '17" alloy wheels',
      'Privacy glass',
      'DAB radio',
      'Tow bar',
      'Electrically folding door mirrors',
      'Wireless phone charging',
      'Blind spot monitoring',
    ],
    premium: [
      'Panoramic glass roof',
      'Leather upholstery',
      "Electric driver's seat with memory",
      'Head-up display',
      'Harman Kardon sound system',
      '360° camera',
      'Ventilated front seats',
      'Air suspension',
      'Matrix LED headlights',
      'Powered tailgate',
      'Ambient lighting',
    ],
    electric: [
      'Heat pump',
      'Remote pre-conditioning',
      'Type 2 charging cable',
      'CCS rapid charging',
      'Vehicle-to-load (V2L)',
    ],
    van: [
      'Full steel bulkhead with window',
      'Ply-lined load area',
      'Load lashing points',
      'Nearside sliding door',
      '250° opening rear doors',
      'Tow bar (2,500 kg)',
      'Auxiliary heater with timer',
      'LED load area lighting',
    ],
  },
  description: {
    opening: {
      used: [
        'A well-kept {brand} {model} {version} from {year} with {mileage} on the clock.',
        'This smart {brand} {model} in {colour} is now available at {site}.',
        'This {year} {brand} {model} has a full service history and is ready for its next owner.',
      ],
      new: [
        'Brand new {brand} {model} {version} in stock and ready for quick delivery.',
        'Factory-fresh {brand} {model} in {colour}, ready to drive away from {site}.',
      ],
      sample: [
        'Ex-demonstrator {brand} {model} {version} with just {mileage}.',
        'Our demonstrator {brand} {model} is now for sale with the balance of the manufacturer warranty.',
      ],
    },
    middle: [
      'Fuel: {fuel}. Gearbox: {gearbox}. {drive}.',
      'We offer competitive finance and are happy to take your current car in part exchange.',
      'The car is supplied freshly serviced and fully valeted.',
      'Book a test drive with us at {site} in {city}.',
      'Contact one of our sales executives for more information or a personalised quote.',
      'Nationwide home delivery is available.',
    ],
    closing: [
      'Every effort is made to ensure accuracy; errors and omissions excepted.',
      'Subject to availability.',
    ],
  },
  powerText: '{hp} hp ({kw} kW)',
  monthsText: '{months} months',
  perMonth: '{amount}/month',
  perYear: '{distance}/year',
  finance: {
    loanTitle: 'Hire purchase',
    loanDescription: 'Spread the cost with hire purchase from our finance partner. Apply online in minutes.',
    loanSummary: 'Hire purchase over {months} months, {cash} deposit, {residual} final payment, {rate} APR.',
    loanDisclaimer:
      'Monthly payment {0} over {1} months with a {2} deposit and a {3} final payment. Interest rate {4}. Cash price {5}. Finance subject to status.',
    privateLeasingTitle: 'Personal contract hire',
    privateLeasingSalesText: 'Fixed monthly payment including maintenance',
    privateLeasingDisclaimer:
      'Personal contract hire over {months} months, {distance}. Subject to status. Excess mileage charges apply.',
    companyLeasingTitle: 'Business contract hire',
    companyLeasingDescription: 'Contract hire for businesses. All prices exclude VAT.',
    companyLeasingSalesText: 'Low monthly rentals for your business',
    companyLeasingDisclaimer:
      'Business contract hire over {months} months, {distance}. Prices exclude VAT. Subject to status.',
    leasingDescription: '{months} months, {distance}',
    leasingAsterix: '*Subject to status.',
  },
  departments: {
    newCars: { name: 'New car sales', group: 'New cars', titles: ['Sales Executive', 'Sales Manager'] },
    usedCars: { name: 'Used car sales', group: 'Used cars', titles: ['Sales Executive', 'Used Car Manager'] },
    service: {
      name: 'Service',
      group: 'Service',
      titles: ['Technician', 'Service Advisor', 'Aftersales Manager'],
    },
    parts: { name: 'Parts', group: 'Parts and accessories', titles: ['Parts Advisor', 'Parts Manager'] },
  },
  openingHours: {
    weekdays: 'Monday–Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
    closed: 'Closed',
    time: '{hh}:{mm}',
    holidays: [
      { name: 'Christmas Eve', date: '12-24', hours: [9, 14] },
      { name: 'Christmas Day', date: '12-25' },
      { name: 'Boxing Day', date: '12-26' },
      { name: "New Year's Eve", date: '12-31', hours: [9, 15] },
      { name: "New Year's Day", date: '01-01' },
    ],
    vacation: {
      day: 'Summer maintenance',
      title: 'Workshop maintenance closure',
      displayText: 'The workshop is closed for annual maintenance. Please contact our nearest branch.',
      start: '08-03',
      end: '08-07',
    },
  },
};

const VOCABULARIES: Record<Language, Vocabulary> = {
  sv: swedish,
  nb: norwegian,
  fi: finnish,
  sk: slovak,
  en: english,
};

/** The language of a BCP 47 locale the demo stock speaks; English when it has no words of its own. */
export function languageOf(locale: string): Language {
  const language = locale.split('-', 1)[0]?.toLowerCase();
  return language && language in VOCABULARIES ? (language as Language) : 'en';
}

export function vocabularyFor(locale: string): Vocabulary {
  return VOCABULARIES[languageOf(locale)];
}

const compiledTemplates = new Map<string, readonly string[]>();

/** A template split into literal text (even positions) and token names (odd positions), once. */
function compile(template: string): readonly string[] {
  let parts = compiledTemplates.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    compiledTemplates.set(template, parts);
  }
  return parts;
}

/** Replaces each `{token}` with its value; unknown tokens stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  const parts = compile(template);
  let result = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    const value = values[name];
    result += (value === undefined ? `{${name}}` : String(value)) + (parts[index + 1] ?? '');
  }
  return result;
}
