import { describe, expect, it } from 'vitest';
import { testDealer } from '../../tests/fixtures/testDealer';
import { dealerJsonLd } from './dealerJsonLd';

describe('dealerJsonLd', () => {
  it('describes the dealer as an AutoDealer with address, phone, brands, hours and departments', () => {
    const jsonLd = dealerJsonLd(
      testDealer(),
      { canonicalBaseUrl: 'https://carstore.se' },
      'https://carstore.se/x',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Car Store Stockholm',
      image: 'https://carstore.se/-/media/dealers/dark-showroom.jpg',
      telephone: '08-110 112 56',
      address: { streetAddress: 'Kungsgatan 40', postalCode: '127 31', addressLocality: 'Stockholm' },
      geo: { '@type': 'GeoCoordinates', latitude: 59.33708, longitude: 18.05067 },
    });
    expect(jsonLd.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [1, 2, 3, 4, 5].map(
          (day) => `https://schema.org/${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][day - 1]}`,
        ),
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '15:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    const [, service] = jsonLd.department as Record<string, unknown>[];
    expect(service).toMatchObject({ '@type': 'AutoRepair', telephone: '08-365 575 07' });
    expect(service?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-11-20',
      validThrough: '2026-11-30',
      opens: '00:00',
      closes: '00:00',
    });
  });
});
