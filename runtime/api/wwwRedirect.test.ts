import { describe, expect, it } from 'vitest';
import wwwRoute from '../../pages/api/www/[[...path]]';
import { apiRequest, apiResponse } from '../../tests/fixtures/apiExchange';

function visit(host: string, url: string) {
  const { res, sent } = apiResponse();
  wwwRoute(apiRequest({ method: 'GET', host, url }), res);
  return sent;
}

// Next hands the route the URL the visitor asked for; the rewrite's destination is not in it.
describe('the www route (every path of a www host whose site drops www)', () => {
  it('sends the path and query to the site’s canonical origin', () => {
    expect(visit('www.hedinmobility.com', '/investors?year=2024&year=2025')).toMatchObject({
      status: 308,
      headers: { location: 'https://hedinmobility.com/investors?year=2024&year=2025' },
    });
    expect(visit('www.hedinmobility.com', '/')).toMatchObject({
      status: 308,
      headers: { location: 'https://hedinmobility.com/' },
    });
    expect(visit('WWW.HEDINMOBILITY.COM', '/om-oss/kontakt')).toMatchObject({
      headers: { location: 'https://hedinmobility.com/om-oss/kontakt' },
    });
  });

  it('sends a mixed-case path where the bare host would, in one hop', () => {
    expect(visit('www.hedinmobility.com', '/About-Us?Q=A')).toMatchObject({
      status: 308,
      headers: { location: 'https://hedinmobility.com/about-us?Q=A' },
    });
  });

  it('answers 404 for a host that does not redirect (its rewrite never sends one here)', () => {
    for (const host of ['hedinmobility.com', 'www.carstore.se']) {
      expect(visit(host, '/investors')).toMatchObject({
        status: 404,
        body: { error: 'This host does not redirect.' },
      });
    }
  });
});
