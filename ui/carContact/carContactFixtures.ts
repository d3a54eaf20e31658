/**
 * Test fixtures of the car contact section: a car in stock, a sample car, dealer sites selling its brand
 * (one without a department for it), and a valid form submission, shaped like the demo stock.
 */
import type { CarContactFormValues } from '../../schemas/generated/carContactForm';
import type { ContactCar, SampleSite } from './contactRecipient';

export const PAGE_URL = 'https://www.carstore.se/bil/3309000001/begagnad-suv-el-2023-volvo-xc40-recharge';

export const stockCar = (overrides: Partial<ContactCar> = {}): ContactCar => ({
  car_id: '3309000001',
  slug: 'begagnad-suv-el-2023-volvo-xc40-recharge',
  car_brand: 'Volvo',
  car_brand_code: 'VOLVO',
  car_model: 'XC40',
  car_version: 'Recharge Twin Plus',
  car_regno: 'OXN724',
  car_is_sample: false,
  car_sellers: [
    { name: 'Johanna Johansson', email: 'johanna.johansson@carstore.se', phone: '072-869 38 53' },
    { name: 'Erik Lund', phone: '+46 70 123 45 67' },
    { name: 'Utan Kontakt' },
  ],
  car_site_name: 'Car Store Västerås',
  car_site_leads_email: 'begagnatforsaljning.vasteras@carstore.se',
  car_site_id: '102809',
  ...overrides,
});

export const sampleCar = (overrides: Partial<ContactCar> = {}): ContactCar =>
  stockCar({
    car_id: '3309000010',
    slug: 'demobil-suv-el-2025-volkswagen-id-4-gtx',
    car_brand: 'Volkswagen',
    car_brand_code: 'VW',
    car_model: 'ID.4',
    car_version: 'GTX 4Motion',
    car_regno: 'FUR25Y',
    car_is_sample: true,
    ...overrides,
  });

const department = (
  site: string,
  site_id: string,
  group: string,
  name: string,
  brandCodes: readonly string[],
): SampleSite['site_departments'][number] => ({
  name,
  official_name: `${site} – ${name}`,
  department_type: group === 'Service' ? 'service' : 'sales',
  email: `${name.toLowerCase()}@${site_id}.carstore.se`,
  group,
  brands: brandCodes.map((code) => ({ name: code, brand_code: code })),
});

export const SAMPLE_SITES: readonly SampleSite[] = [
  {
    site_id: '102814',
    site_official_name: 'Car Store Borås',
    site_city: 'Borås',
    site_departments: [
      department('Car Store Borås', '102814', 'Service', 'Verkstad', ['VW']),
      department('Car Store Borås', '102814', 'Begagnade bilar', 'Begagnat', ['VW']),
      department('Car Store Borås', '102814', 'Nya bilar', 'Nybil', ['VW', 'AUDI']),
    ],
  },
  {
    site_id: '102801',
    site_official_name: 'Car Store Stockholm',
    site_city: 'Stockholm',
    site_departments: [department('Car Store Stockholm', '102801', 'Nya bilar', 'Nybil', ['POLESTAR'])],
  },
];

export const validValues = (overrides: Partial<CarContactFormValues> = {}): CarContactFormValues => ({
  car: {
    id: '3309000001',
    brand: 'Volvo',
    model: 'XC40',
    version: 'Recharge Twin Plus',
    regno: 'OXN724',
    url: PAGE_URL,
  },
  name: 'Sven Svensson',
  phone: '+46 70 123 45 67',
  email: 'sven@example.se',
  message: 'Finns bilen kvar på lördag?',
  quote: false,
  testDrive: true,
  toName: 'Johanna Johansson',
  toEmail: 'johanna.johansson@carstore.se',
  source: PAGE_URL,
  ...overrides,
});
