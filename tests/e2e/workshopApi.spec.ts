/**
 * The workshop booking backend and the place search (issue 18's services) through the production server,
 * as the booking page will call them: dynamic API routes answer as API routes on a market's host (not as
 * the site's 404 page), errors come in the contract's shape, and the workshop stream sends its first
 * batch of nearest workshops as server-sent events.
 */
import { expect, test } from './hydratedPage';
import { fetchAs } from './markets';

const HOST = 'hedinautomotivesesite.localhost';

test('a car is looked up by plate, and a refused plate answers in the contract’s error shape', async ({
  request,
}) => {
  const car = await fetchAs(request, HOST, '/api/mechmate/car/abc%20123');
  expect(car.status()).toBe(200);
  expect(await car.json()).toMatchObject({ registrationNumber: 'ABC123', brand: 'Volvo', isSupported: true });

  const tesla = await fetchAs(request, HOST, '/api/mechmate/car/TES10A');
  expect(tesla.status()).toBe(422);
  expect(await tesla.json()).toMatchObject({
    errors: { 'Error Result': [{ code: 'BrandNotSupported,Tesla' }] },
  });
});

test('the workshop stream sends the nearest workshops (from Jönköping: 9 within reach) as server-sent events, then closes', async ({
  request,
}) => {
  const stream = await fetchAs(
    request,
    HOST,
    '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=originalservice&latitude=57.78&longitude=14.16',
  );
  expect(stream.status()).toBe(200);
  expect(stream.headers()['content-type']).toContain('text/event-stream');
  const messages = (await stream.text())
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => JSON.parse(event.slice('data: '.length)) as { siteName?: string });
  expect(messages.length).toBe(9);
  expect(messages[0]?.siteName).toBe('Hedin Automotive Jönköping');
});

test('a place is found offline by the first letters of its name', async ({ request }) => {
  const answer = await fetchAs(request, HOST, '/api/places/autocomplete?q=gote');
  expect(answer.status()).toBe(200);
  const { predictions } = (await answer.json()) as { predictions: { name: string; region: string }[] };
  expect(predictions[0]).toMatchObject({ name: 'Göteborg', region: 'Västra Götalands län' });
});
