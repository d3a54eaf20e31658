/**
 * The dealer page's structured data (spec 001 §2): a schema.org `AutoDealer` (a `LocalBusiness`) with
 * its address, coordinates, phone, e-mail, picture, brands, and opening hours as `OpeningHoursSpecification`
 * where the schedule is machine-readable (the week's rows, a deviation day or a vacation as a dated
 * specification; closed is `00:00`–`00:00`, as Google reads it). Each department is a `department` of
 * its own with its phone and hours; the dealer's hours are its first department's. Pure.
 */
import type { SiteConfig } from '../../runtime';
import { siteCoordinates } from '../../ui';
import type { DealerSite } from '../../schemas/generated/dealerSite';

type Department = DealerSite['site_departments'][number];
type JsonLd = Record<string, unknown>;

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CLOSED = { opens: '00:00', closes: '00:00' };

function openingHours(department: Department | undefined): JsonLd[] {
  const schedule = department?.openingschedule;
  if (!schedule) return [];
  const spec = (fields: JsonLd): JsonLd => ({ '@type': 'OpeningHoursSpecification', ...fields });
  return [
    ...schedule.openinghours
      .filter((row) => row.days && row.opens && row.closes)
      .map((row) =>
        spec({
          dayOfWeek: (row.days ?? []).map((day) => `https://schema.org/${DAY_NAMES[day - 1] ?? ''}`),
          opens: row.opens,
          closes: row.closes,
        }),
      ),
    ...schedule.deviationdays
      .filter((row) => row.date)
      .map((row) =>
        spec({
          validFrom: row.date,
          validThrough: row.date,
          ...(row.opens && row.closes ? { opens: row.opens, closes: row.closes } : CLOSED),
        }),
      ),
    ...schedule.vacationdays
      .filter((row) => row.vacationstart && row.vacationend)
      .map((row) => spec({ validFrom: row.vacationstart, validThrough: row.vacationend, ...CLOSED })),
  ];
}

export function dealerJsonLd(
  dealer: DealerSite,
  site: Pick<SiteConfig, 'canonicalBaseUrl'>,
  pageUrl: string,
): JsonLd {
  const image = dealer.site_primary_image?.original ?? dealer.site_image_url;
  const { latitude, longitude } = siteCoordinates(dealer.site_geocoord);
  const hours = openingHours(dealer.site_departments[0]);
  const brands = new Set(
    dealer.site_departments.flatMap((department) => department.brands ?? []).map((b) => b.name),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${pageUrl}#dealer`,
    name: dealer.site_official_name,
    url: pageUrl,
    ...(image ? { image: new URL(image, `${site.canonicalBaseUrl}/`).toString() } : {}),
    ...(dealer.site_phone ? { telephone: dealer.site_phone } : {}),
    ...(dealer.site_email ? { email: dealer.site_email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.site_street,
      postalCode: dealer.site_zip,
      addressLocality: dealer.site_city,
      ...(dealer.site_region ? { addressRegion: dealer.site_region } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(brands.size > 0 ? { brand: [...brands].map((name) => ({ '@type': 'Brand', name })) } : {}),
    department: dealer.site_departments.map((department) => {
      const departmentHours = openingHours(department);
      return {
        '@type': department.department_type === 'service' ? 'AutoRepair' : 'AutoDealer',
        name: department.official_name ?? `${dealer.site_official_name} – ${department.name}`,
        ...(department.phone ? { telephone: department.phone } : {}),
        ...(department.email ? { email: department.email } : {}),
        ...(departmentHours.length > 0 ? { openingHoursSpecification: departmentHours } : {}),
      };
    }),
  };
}
