/**
 * The accessory kits the demo markets sell: each kind with its picture, category, two variants with EUR
 * prices and the cars it fits, and the words of every kind per language (sub-categories, variant names,
 * descriptions, extra parts).
 */
import type { KitImageName } from './demoImages';
import type { Language } from './vocabulary';

export type KitCategory = 'transport' | 'protection' | 'wheels' | 'charging';

export interface KitKind {
  image: KitImageName;
  category: KitCategory;
  /** EUR prices of the two variants. */
  prices: readonly [number, number];
  /** Pieces of the main part (a set of four wheels). */
  quantity: number;
  fitsVans: boolean;
  electricOnly: boolean;
}

export interface KitWords {
  subcategory: string;
  description: string;
  /** `[name, sub-sub-category]` of each variant. */
  variants: readonly [readonly [string, string], readonly [string, string]];
  extraParts: readonly string[];
}

export interface KitLanguage {
  categories: Record<KitCategory, string>;
  kinds: Record<KitImageName, KitWords>;
}

export const KIT_KINDS: readonly KitKind[] = [
  {
    image: 'roof-box',
    category: 'transport',
    prices: [690, 890],
    quantity: 1,
    fitsVans: false,
    electricOnly: false,
  },
  {
    image: 'load-carrier',
    category: 'transport',
    prices: [260, 330],
    quantity: 1,
    fitsVans: true,
    electricOnly: false,
  },
  {
    image: 'bike-carrier',
    category: 'transport',
    prices: [590, 720],
    quantity: 1,
    fitsVans: false,
    electricOnly: false,
  },
  {
    image: 'tow-bar',
    category: 'transport',
    prices: [890, 1390],
    quantity: 1,
    fitsVans: true,
    electricOnly: false,
  },
  {
    image: 'floor-mats',
    category: 'protection',
    prices: [95, 120],
    quantity: 1,
    fitsVans: true,
    electricOnly: false,
  },
  {
    image: 'cargo-liner',
    category: 'protection',
    prices: [85, 130],
    quantity: 1,
    fitsVans: false,
    electricOnly: false,
  },
  {
    image: 'mud-flaps',
    category: 'protection',
    prices: [70, 75],
    quantity: 2,
    fitsVans: true,
    electricOnly: false,
  },
  {
    image: 'winter-wheels',
    category: 'wheels',
    prices: [1290, 1690],
    quantity: 4,
    fitsVans: true,
    electricOnly: false,
  },
  {
    image: 'charging-cable',
    category: 'charging',
    prices: [230, 280],
    quantity: 1,
    fitsVans: true,
    electricOnly: true,
  },
  {
    image: 'wallbox',
    category: 'charging',
    prices: [890, 1090],
    quantity: 1,
    fitsVans: true,
    electricOnly: true,
  },
];

const swedish: KitLanguage = {
  categories: {
    transport: 'Transport och lastning',
    protection: 'Skydd och komfort',
    wheels: 'Hjul och däck',
    charging: 'Laddning',
  },
  kinds: {
    'roof-box': {
      subcategory: 'Takboxar',
      description: 'Aerodynamisk takbox med dubbelsidig öppning och centrallås.',
      variants: [
        ['Takbox 420 l, svart glans', 'Takbox 420 l'],
        ['Takbox 500 l, titan', 'Takbox 500 l'],
      ],
      extraParts: ['Snabbfästen, 4 st'],
    },
    'load-carrier': {
      subcategory: 'Lasthållare',
      description: 'Lasthållare i aluminium, testade och godkända för bilens tak.',
      variants: [
        ['Lasthållare för takreling', 'Takreling'],
        ['Lasthållare för fasta punkter', 'Fasta punkter'],
      ],
      extraParts: ['Lås, 4 st'],
    },
    'bike-carrier': {
      subcategory: 'Cykelhållare',
      description: 'Fällbar cykelhållare som monteras enkelt på dragkroken.',
      variants: [
        ['Cykelhållare för dragkrok, 2 cyklar', 'Dragkroksmonterad, 2 cyklar'],
        ['Cykelhållare för dragkrok, 3 cyklar', 'Dragkroksmonterad, 3 cyklar'],
      ],
      extraParts: ['Adapter 13-polig'],
    },
    'tow-bar': {
      subcategory: 'Dragkrokar',
      description: 'Originaldragkrok anpassad för bilen, med elsats och monteringsanvisning.',
      variants: [
        ['Dragkrok, avtagbar', 'Avtagbar'],
        ['Dragkrok, elektriskt infällbar', 'Elektriskt infällbar'],
      ],
      extraParts: ['Elsats 13-polig', 'Monteringssats'],
    },
    'floor-mats': {
      subcategory: 'Golvmattor',
      description: 'Passformade golvmattor som skyddar mot väta, grus och smuts.',
      variants: [
        ['Gummimattor, sats om 4', 'Gummimattor'],
        ['Textilmattor, sats om 4', 'Textilmattor'],
      ],
      extraParts: [],
    },
    'cargo-liner': {
      subcategory: 'Lastrumsmattor',
      description: 'Vattentät lastrumsmatta med upphöjda kanter.',
      variants: [
        ['Lastrumsmatta', 'Lastrumsmatta'],
        ['Lastrumsmatta med stötfångarskydd', 'Med stötfångarskydd'],
      ],
      extraParts: [],
    },
    'mud-flaps': {
      subcategory: 'Stänkskydd',
      description: 'Stänkskydd som skyddar lacken mot stenskott och smuts.',
      variants: [
        ['Stänkskydd fram', 'Fram'],
        ['Stänkskydd bak', 'Bak'],
      ],
      extraParts: ['Monteringssats'],
    },
    'winter-wheels': {
      subcategory: 'Vinterhjul',
      description: 'Kompletta vinterhjul med fälg, däck och däcktrycksgivare, klara att montera.',
      variants: [
        ['Kompletta vinterhjul 17", dubbfria', 'Dubbfria'],
        ['Kompletta vinterhjul 18", dubbade', 'Dubbade'],
      ],
      extraParts: ['Hjulbultar, sats'],
    },
    'charging-cable': {
      subcategory: 'Laddkablar',
      description: 'Laddkabel för publika laddstationer och laddboxar, upp till 22 kW.',
      variants: [
        ['Laddkabel typ 2, 5 m', 'Typ 2, 5 m'],
        ['Laddkabel typ 2, 7 m', 'Typ 2, 7 m'],
      ],
      extraParts: ['Förvaringsväska'],
    },
    wallbox: {
      subcategory: 'Laddboxar',
      description: 'Smart laddbox för hemmet med lastbalansering och app.',
      variants: [
        ['Laddbox 11 kW med fast kabel', '11 kW'],
        ['Laddbox 22 kW med uttag', '22 kW'],
      ],
      extraParts: ['Installationssats'],
    },
  },
};

const norwegian: KitLanguage = {
  categories: {
    transport: 'Transport og lasting',
    protection: 'Beskyttelse og komfort',
    wheels: 'Hjul og dekk',
    charging: 'Lading',
  },
  kinds: {
    'roof-box': {
      subcategory: 'Takbokser',
      description: 'Aerodynamisk takboks med åpning på begge sider og sentrallås.',
      variants: [
        ['Takboks 420 l, blank svart', 'Takboks 420 l'],
        ['Takboks 500 l, titan', 'Takboks 500 l'],
      ],
      extraParts: ['Hurtigfester, 4 stk.'],
    },
    'load-carrier': {
      subcategory: 'Takstativ',
      description: 'Takstativ i aluminium, testet og godkjent for bilens tak.',
      variants: [
        ['Takstativ for takrails', 'Takrails'],
        ['Takstativ for faste punkter', 'Faste punkter'],
      ],
      extraParts: ['Lås, 4 stk.'],
    },
    'bike-carrier': {
      subcategory: 'Sykkelholdere',
      description: 'Sammenleggbar sykkelholder som enkelt monteres på hengerfestet.',
      variants: [
        ['Sykkelholder for hengerfeste, 2 sykler', 'Hengerfeste, 2 sykler'],
        ['Sykkelholder for hengerfeste, 3 sykler', 'Hengerfeste, 3 sykler'],
      ],
      extraParts: ['Adapter 13-pin'],
    },
    'tow-bar': {
      subcategory: 'Hengerfester',
      description: 'Originalt hengerfeste tilpasset bilen, med elsett og monteringsveiledning.',
      variants: [
        ['Hengerfeste, avtakbart', 'Avtakbart'],
        ['Hengerfeste, elektrisk nedfellbart', 'Elektrisk nedfellbart'],
      ],
      extraParts: ['Elsett 13-pin', 'Monteringssett'],
    },
    'floor-mats': {
      subcategory: 'Gulvmatter',
      description: 'Tilpassede gulvmatter som beskytter mot vann, grus og skitt.',
      variants: [
        ['Gummimatter, sett med 4', 'Gummimatter'],
        ['Tekstilmatter, sett med 4', 'Tekstilmatter'],
      ],
      extraParts: [],
    },
    'cargo-liner': {
      subcategory: 'Bagasjeromsmatter',
      description: 'Vanntett bagasjeromsmatte med høye kanter.',
      variants: [
        ['Bagasjeromsmatte', 'Bagasjeromsmatte'],
        ['Bagasjeromsmatte med støtfangerbeskyttelse', 'Med støtfangerbeskyttelse'],
      ],
      extraParts: [],
    },
    'mud-flaps': {
      subcategory: 'Skvettlapper',
      description: 'Skvettlapper som beskytter lakken mot steinsprut og skitt.',
      variants: [
        ['Skvettlapper foran', 'Foran'],
        ['Skvettlapper bak', 'Bak'],
      ],
      extraParts: ['Monteringssett'],
    },
    'winter-wheels': {
      subcategory: 'Vinterhjul',
      description: 'Komplette vinterhjul med felg, dekk og dekktrykksensorer, klare til montering.',
      variants: [
        ['Komplette vinterhjul 17", piggfrie', 'Piggfrie'],
        ['Komplette vinterhjul 18", piggdekk', 'Piggdekk'],
      ],
      extraParts: ['Hjulbolter, sett'],
    },
    'charging-cable': {
      subcategory: 'Ladekabler',
      description: 'Ladekabel for offentlige ladestasjoner og ladebokser, opptil 22 kW.',
      variants: [
        ['Ladekabel type 2, 5 m', 'Type 2, 5 m'],
        ['Ladekabel type 2, 7 m', 'Type 2, 7 m'],
      ],
      extraParts: ['Oppbevaringsveske'],
    },
    wallbox: {
      subcategory: 'Ladebokser',
      description: 'Smart ladeboks for hjemmet med laststyring og app.',
      variants: [
        ['Ladeboks 11 kW med fast kabel', '11 kW'],
        ['Ladeboks 22 kW med uttak', '22 kW'],
      ],
      extraParts: ['Installasjonssett'],
    },
  },
};

const finnish: KitLanguage = {
  categories: {
    transport: 'Kuljetus ja kuormaus',
    protection: 'Suojaus ja mukavuus',
    wheels: 'Renkaat ja vanteet',
    charging: 'Lataus',
  },
  kinds: {
    'roof-box': {
      subcategory: 'Kattoboksit',
      description: 'Aerodynaaminen kattoboksi, joka aukeaa molemmilta puolilta, keskuslukittava.',
      variants: [
        ['Kattoboksi 420 l, kiiltävä musta', 'Kattoboksi 420 l'],
        ['Kattoboksi 500 l, titaani', 'Kattoboksi 500 l'],
      ],
      extraParts: ['Pikakiinnikkeet, 4 kpl'],
    },
    'load-carrier': {
      subcategory: 'Kattotelineet',
      description: 'Alumiiniset kattotelineet, testattu ja hyväksytty auton kattoon.',
      variants: [
        ['Kattotelineet kattokaiteille', 'Kattokaiteet'],
        ['Kattotelineet kiinteisiin pisteisiin', 'Kiinteät pisteet'],
      ],
      extraParts: ['Lukot, 4 kpl'],
    },
    'bike-carrier': {
      subcategory: 'Polkupyörätelineet',
      description: 'Taitettava polkupyöräteline, joka kiinnitetään helposti vetokoukkuun.',
      variants: [
        ['Vetokoukkuun kiinnitettävä pyöräteline, 2 pyörää', 'Vetokoukkuteline, 2 pyörää'],
        ['Vetokoukkuun kiinnitettävä pyöräteline, 3 pyörää', 'Vetokoukkuteline, 3 pyörää'],
      ],
      extraParts: ['Adapteri 13-napainen'],
    },
    'tow-bar': {
      subcategory: 'Vetokoukut',
      description: 'Autoon sovitettu alkuperäinen vetokoukku sähkösarjalla ja asennusohjeella.',
      variants: [
        ['Vetokoukku, irrotettava', 'Irrotettava'],
        ['Vetokoukku, sähkötoiminen kääntyvä', 'Sähkötoiminen'],
      ],
      extraParts: ['Sähkösarja 13-napainen', 'Asennussarja'],
    },
    'floor-mats': {
      subcategory: 'Lattiamatot',
      description: 'Autoon muotoillut lattiamatot suojaavat kosteudelta, soralta ja lialta.',
      variants: [
        ['Kumimatot, 4 kpl sarja', 'Kumimatot'],
        ['Tekstiilimatot, 4 kpl sarja', 'Tekstiilimatot'],
      ],
      extraParts: [],
    },
    'cargo-liner': {
      subcategory: 'Tavaratilan matot',
      description: 'Vedenpitävä tavaratilan matto korotetuilla reunoilla.',
      variants: [
        ['Tavaratilan matto', 'Tavaratilan matto'],
        ['Tavaratilan matto puskurisuojalla', 'Puskurisuojalla'],
      ],
      extraParts: [],
    },
    'mud-flaps': {
      subcategory: 'Roiskeläpät',
      description: 'Roiskeläpät suojaavat maalipintaa kiveniskuilta ja lialta.',
      variants: [
        ['Roiskeläpät eteen', 'Etu'],
        ['Roiskeläpät taakse', 'Taka'],
      ],
      extraParts: ['Asennussarja'],
    },
    'winter-wheels': {
      subcategory: 'Talvipyörät',
      description: 'Valmiit talvipyörät vanteineen, renkaineen ja rengaspaineantureineen.',
      variants: [
        ['Talvipyöräsarja 17", kitka', 'Kitkarenkaat'],
        ['Talvipyöräsarja 18", nasta', 'Nastarenkaat'],
      ],
      extraParts: ['Pyöränpultit, sarja'],
    },
    'charging-cable': {
      subcategory: 'Latauskaapelit',
      description: 'Latauskaapeli julkisiin latauspisteisiin ja latausasemiin, enintään 22 kW.',
      variants: [
        ['Latauskaapeli tyyppi 2, 5 m', 'Tyyppi 2, 5 m'],
        ['Latauskaapeli tyyppi 2, 7 m', 'Tyyppi 2, 7 m'],
      ],
      extraParts: ['Säilytyslaukku'],
    },
    wallbox: {
      subcategory: 'Latausasemat',
      description: 'Älykäs kotilatausasema kuormanhallinnalla ja sovelluksella.',
      variants: [
        ['Latausasema 11 kW kiinteällä kaapelilla', '11 kW'],
        ['Latausasema 22 kW pistorasialla', '22 kW'],
      ],
      extraParts: ['Asennussarja'],
    },
  },
};

const slovak: KitLanguage = {
  categories: {
    transport: 'Preprava a nakladanie',
    protection: 'Ochrana a komfort',
    wheels: 'Kolesá a pneumatiky',
    charging: 'Nabíjanie',
  },
  kinds: {
    'roof-box': {
      subcategory: 'Strešné boxy',
      description: 'Aerodynamický strešný box s obojstranným otváraním a centrálnym zamykaním.',
      variants: [
        ['Strešný box 420 l, čierny lesklý', 'Strešný box 420 l'],
        ['Strešný box 500 l, titánový', 'Strešný box 500 l'],
      ],
      extraParts: ['Rýchloupínacie držiaky, 4 ks'],
    },
    'load-carrier': {
      subcategory: 'Strešné nosiče',
      description: 'Hliníkové strešné nosiče testované a schválené pre strechu vozidla.',
      variants: [
        ['Strešný nosič na pozdĺžne nosiče', 'Pozdĺžne nosiče'],
        ['Strešný nosič na pevné body', 'Pevné body'],
      ],
      extraParts: ['Zámky, 4 ks'],
    },
    'bike-carrier': {
      subcategory: 'Nosiče bicyklov',
      description: 'Sklopný nosič bicyklov s jednoduchou montážou na ťažné zariadenie.',
      variants: [
        ['Nosič bicyklov na ťažné zariadenie, 2 bicykle', 'Na ťažné zariadenie, 2 bicykle'],
        ['Nosič bicyklov na ťažné zariadenie, 3 bicykle', 'Na ťažné zariadenie, 3 bicykle'],
      ],
      extraParts: ['Adaptér 13-pólový'],
    },
    'tow-bar': {
      subcategory: 'Ťažné zariadenia',
      description: 'Originálne ťažné zariadenie pre vozidlo s elektroinštaláciou a návodom na montáž.',
      variants: [
        ['Ťažné zariadenie, odnímateľné', 'Odnímateľné'],
        ['Ťažné zariadenie, elektricky sklopné', 'Elektricky sklopné'],
      ],
      extraParts: ['Elektroinštalácia 13-pólová', 'Montážna sada'],
    },
    'floor-mats': {
      subcategory: 'Podlahové rohože',
      description: 'Presne tvarované rohože chránia pred vlhkosťou, štrkom a nečistotami.',
      variants: [
        ['Gumové rohože, sada 4 ks', 'Gumové rohože'],
        ['Textilné rohože, sada 4 ks', 'Textilné rohože'],
      ],
      extraParts: [],
    },
    'cargo-liner': {
      subcategory: 'Vane do batožinového priestoru',
      description: 'Vodotesná vaňa do batožinového priestoru so zvýšenými okrajmi.',
      variants: [
        ['Vaňa do batožinového priestoru', 'Vaňa'],
        ['Vaňa s ochranou nárazníka', 'S ochranou nárazníka'],
      ],
      extraParts: [],
    },
    'mud-flaps': {
      subcategory: 'Zásterky',
      description: 'Zásterky chránia lak pred odletujúcimi kamienkami a nečistotami.',
      variants: [
        ['Zásterky predné', 'Predné'],
        ['Zásterky zadné', 'Zadné'],
      ],
      extraParts: ['Montážna sada'],
    },
    'winter-wheels': {
      subcategory: 'Zimné kolesá',
      description: 'Kompletné zimné kolesá s diskom, pneumatikou a snímačmi tlaku, pripravené na montáž.',
      variants: [
        ['Kompletné zimné kolesá 17"', '17"'],
        ['Kompletné zimné kolesá 18"', '18"'],
      ],
      extraParts: ['Skrutky kolies, sada'],
    },
    'charging-cable': {
      subcategory: 'Nabíjacie káble',
      description: 'Nabíjací kábel pre verejné nabíjacie stanice a wallboxy, do 22 kW.',
      variants: [
        ['Nabíjací kábel typ 2, 5 m', 'Typ 2, 5 m'],
        ['Nabíjací kábel typ 2, 7 m', 'Typ 2, 7 m'],
      ],
      extraParts: ['Taška na uloženie'],
    },
    wallbox: {
      subcategory: 'Wallboxy',
      description: 'Inteligentná domáca nabíjačka s riadením záťaže a aplikáciou.',
      variants: [
        ['Wallbox 11 kW s pevným káblom', '11 kW'],
        ['Wallbox 22 kW so zásuvkou', '22 kW'],
      ],
      extraParts: ['Inštalačná sada'],
    },
  },
};

const english: KitLanguage = {
  categories: {
    transport: 'Carrying and towing',
    protection: 'Protection and comfort',
    wheels: 'Wheels and tyres',
    charging: 'Charging',
  },
  kinds: {
    'roof-box': {
      subcategory: 'Roof boxes',
      description: 'Aerodynamic roof box with dual-side opening and central locking.',
      variants: [
        ['Roof box 420 l, gloss black', 'Roof box 420 l'],
        ['Roof box 500 l, titanium', 'Roof box 500 l'],
      ],
      extraParts: ['Quick-release fittings, set of 4'],
    },
    'load-carrier': {
      subcategory: 'Roof bars',
      description: 'Aluminium roof bars, tested and approved for this roof.',
      variants: [
        ['Roof bars for roof rails', 'Roof rails'],
        ['Roof bars for fixed points', 'Fixed points'],
      ],
      extraParts: ['Locks, set of 4'],
    },
    'bike-carrier': {
      subcategory: 'Bike carriers',
      description: 'Tilting bike carrier that mounts on the tow bar in minutes.',
      variants: [
        ['Tow bar bike carrier, 2 bikes', 'Tow bar mounted, 2 bikes'],
        ['Tow bar bike carrier, 3 bikes', 'Tow bar mounted, 3 bikes'],
      ],
      extraParts: ['13-pin adapter'],
    },
    'tow-bar': {
      subcategory: 'Tow bars',
      description: 'Genuine tow bar made for this car, with wiring kit and fitting instructions.',
      variants: [
        ['Tow bar, detachable', 'Detachable'],
        ['Tow bar, electrically retractable', 'Electrically retractable'],
      ],
      extraParts: ['13-pin wiring kit', 'Fitting kit'],
    },
    'floor-mats': {
      subcategory: 'Floor mats',
      description: 'Tailored floor mats that keep out water, grit and dirt.',
      variants: [
        ['Rubber mats, set of 4', 'Rubber mats'],
        ['Carpet mats, set of 4', 'Carpet mats'],
      ],
      extraParts: [],
    },
    'cargo-liner': {
      subcategory: 'Boot liners',
      description: 'Waterproof boot liner with raised edges.',
      variants: [
        ['Boot liner', 'Boot liner'],
        ['Boot liner with bumper protector', 'With bumper protector'],
      ],
      extraParts: [],
    },
    'mud-flaps': {
      subcategory: 'Mud flaps',
      description: 'Mud flaps that protect the paintwork from stone chips and dirt.',
      variants: [
        ['Mud flaps, front', 'Front'],
        ['Mud flaps, rear', 'Rear'],
      ],
      extraParts: ['Fitting kit'],
    },
    'winter-wheels': {
      subcategory: 'Winter wheels',
      description: 'Complete winter wheels with rims, tyres and pressure sensors, ready to fit.',
      variants: [
        ['Complete winter wheels 17"', '17"'],
        ['Complete winter wheels 18"', '18"'],
      ],
      extraParts: ['Wheel bolts, set'],
    },
    'charging-cable': {
      subcategory: 'Charging cables',
      description: 'Charging cable for public charge points and wallboxes, up to 22 kW.',
      variants: [
        ['Type 2 charging cable, 5 m', 'Type 2, 5 m'],
        ['Type 2 charging cable, 7 m', 'Type 2, 7 m'],
      ],
      extraParts: ['Storage bag'],
    },
    wallbox: {
      subcategory: 'Home chargers',
      description: 'Smart home charger with load balancing and app control.',
      variants: [
        ['Home charger 11 kW, tethered', '11 kW'],
        ['Home charger 22 kW, socket', '22 kW'],
      ],
      extraParts: ['Installation kit'],
    },
  },
};

export const KIT_LANGUAGES: Record<Language, KitLanguage> = {
  sv: swedish,
  nb: norwegian,
  fi: finnish,
  sk: slovak,
  en: english,
};
