/**
 * The service booking (issue 18, spec 002 §2 "Service booking page", §4, §5, §8) in Chromium against the
 * production build and its embedded workshop backend: the whole flow on both Swedish markets (plate and
 * place, services with the service agreement's prices, add-ons, the workshop stream with 'Hämta fler',
 * a time, the contact form, 'Bokning bekräftad'), and the paths off it — an invalid plate, an unsupported
 * brand, a brand booked elsewhere, no workshops, a slot taken between choosing and booking, a reload in
 * step 4 — and the summary as a bottom sheet at 375 px. axe finds nothing on any step.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { port, siteUrl } from './markets';

const HEDIN = { site: 'hedinautomotivesesite', path: '/service-och-verkstad/boka-service' };
const CARSTORE = { site: 'carstoresesite', path: '/boka-service' };

test.use({ viewport: { width: 1280, height: 900 } });

async function openBooking(page: Page, market: typeof HEDIN, query = '') {
  await page.goto(siteUrl(market.site, `${market.path}${query}`));
  await expect(page.locator('section[data-hydrated]')).toBeVisible();
}

const currentStep = (page: Page) => page.locator('li[aria-current="step"]');

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Step 1: the plate, and the place picked from the autocomplete. */
async function carAndPlace(page: Page, plate: string, place: string) {
  await page.getByLabel('Registreringsnummer').fill(plate);
  const placeField = page.getByRole('combobox', { name: /Ort/ });
  await placeField.fill(place.slice(0, 4));
  await page
    .getByRole('option', { name: new RegExp(`^${place}`) })
    .first()
    .click();
  await expect(placeField).toHaveValue(new RegExp(`^${place}`));
  await currentStep(page).getByRole('button', { name: 'Fortsätt', exact: true }).click();
}

/** Steps 2 and 3: a mileage (adds the original service) and one add-on. */
async function servicesAndAddon(page: Page) {
  await expect(currentStep(page)).toContainText('Steg 2/4');
  await page.getByLabel(/Miltal/).fill('4500');
  await currentStep(page).getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await expect(currentStep(page)).toContainText('Steg 3/4');
  await currentStep(page).getByText('Utvändig tvätt').click();
  await currentStep(page).getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await expect(currentStep(page)).toContainText('Steg 4/4');
}

const workshops = (page: Page) => currentStep(page).getByRole('button', { name: /^Välj/ });

/** Step 4: the first workshop, then its first day with free times, then the first time. */
async function workshopAndTime(page: Page): Promise<void> {
  await expect(workshops(page)).not.toHaveCount(0);
  await workshops(page).first().click();
  await currentStep(page)
    .getByRole('button', { name: /, lediga tider$/ })
    .first()
    .click();
  await currentStep(page)
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await expect(page.getByLabel('Förnamn')).toBeVisible();
}

async function contactDetails(page: Page) {
  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill('Lindqvist');
  await page.getByLabel('Mobilnummer').fill('070 123 45 67');
  await page.getByLabel('E-post').fill('anna.lindqvist@example.se');
}

test.describe('service booking', () => {
  test.afterEach(async ({ page }) => {
    await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
  });

  for (const market of [HEDIN, CARSTORE]) {
    test(`books a service from plate to confirmation on ${market.site}`, async ({ page }) => {
      await openBooking(page, market);
      expect(await axeViolations(page)).toEqual([]);
      await expect(currentStep(page)).toContainText('Steg 1/5');
      await carAndPlace(page, 'ABC123', 'Jönköping');

      await expect(
        page.getByText('Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.'),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await servicesAndAddon(page);

      const summary = page.getByRole('complementary', { name: 'Summering av val' });
      await expect(summary).toContainText('ABC123');
      await expect(summary).toContainText('Originalservice');
      await expect(summary).toContainText('Utvändig tvätt');
      await expect(summary.getByTestId('booking-total')).toHaveText(/^\d[\d\s]*\skr$/);

      await expect(workshops(page)).toHaveCount(9);
      const more = currentStep(page).getByRole('button', { name: 'Hämta fler' });
      if (market === CARSTORE) {
        await more.click();
        await expect(workshops(page)).not.toHaveCount(9);
      }
      expect(await axeViolations(page)).toEqual([]);
      await workshopAndTime(page);
      await contactDetails(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Boka tid' }).click();

      await expect(page.getByRole('heading', { name: 'Bokning bekräftad' })).toBeVisible();
      await expect(page.getByTestId('booking-id')).not.toBeEmpty();
      await expect(page.getByRole('link', { name: 'Vägbeskrivning' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      const events = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
      expect(events).toContain('"currency":"SEK"');
      for (const step of [1, 2, 3, 4, 5]) expect(events).toContain(`"step":${step}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Ny bokning' }).click();
      await expect(currentStep(page)).toContainText('Steg 1/5');
      await expect(page.getByLabel('Registreringsnummer')).toHaveValue('');
    });
  }

  test('refuses an invalid plate, an unsupported brand and a brand booked through its own link', async ({
    page,
  }) => {
    await openBooking(page, HEDIN);
    await carAndPlace(page, 'AB1234', 'Uppsala');
    await expect(currentStep(page).getByRole('alert')).toHaveText(
      'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
    );
    await page.getByLabel('Registreringsnummer').fill('tes10a');
    await expect(page.getByLabel('Registreringsnummer')).toHaveValue('TES10A');
    await currentStep(page).getByRole('button', { name: 'Fortsätt', exact: true }).click();
    await expect(currentStep(page).getByRole('alert')).toHaveText(
      'Vi kan inte erbjuda service för bilar av märket Tesla.',
    );
    await page.getByLabel('Registreringsnummer').fill('BMW320');
    await currentStep(page).getByRole('button', { name: 'Fortsätt', exact: true }).click();
    await expect(currentStep(page).getByRole('alert')).toHaveText(
      'Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.',
    );
    await expect(currentStep(page)).toContainText('Steg 1/5');
  });

  test('says so when no workshop is within reach of the place', async ({ page }) => {
    await openBooking(page, HEDIN);
    await carAndPlace(page, 'KLM456', 'Kiruna');
    await servicesAndAddon(page);
    await expect(currentStep(page)).toContainText('Vi kan ej hitta några anläggningar som passar dig');
    const events = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(events).toContain('no workshop available');
  });

  test('a slot taken between choosing and booking is refused, the form kept, and a reload resumes step 4', async ({
    page,
    request,
  }) => {
    await openBooking(page, HEDIN);
    await carAndPlace(page, 'KLM456', 'Göteborg');
    await servicesAndAddon(page);
    await workshopAndTime(page);

    await page.reload();
    await expect(page.locator('section[data-hydrated]')).toBeVisible();
    await expect(currentStep(page)).toContainText('Steg 4/4');
    await expect(page.getByLabel('Förnamn')).toBeVisible();

    const stored = await page.evaluate(() => window.sessionStorage.getItem('serviceBooking'));
    const { bookingInfo } = JSON.parse(stored ?? '{}') as {
      bookingInfo: { location: { departmentId: string }; timeSlot: { timeslot: string; isFullDay: boolean } };
    };
    const taken = {
      customer: { firstName: 'Erik', lastName: 'Berg', phone: '0701112233', email: 'erik@example.se' },
      freeText: '',
      departmentId: bookingInfo.location.departmentId,
      timeSlot: bookingInfo.timeSlot.timeslot,
      isFullDay: bookingInfo.timeSlot.isFullDay,
      registrationNumber: 'KLM456',
      mileage: 1,
      serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: 1 }],
    };
    let status = 200;
    for (let booking = 0; booking < 5 && status === 200; booking += 1) {
      const answer = await request.post(`http://127.0.0.1:${port}/api/mechmate/book`, {
        headers: { host: `${HEDIN.site}.localhost:${port}` },
        data: taken,
      });
      status = answer.status();
    }
    expect(status).toBe(409);

    await contactDetails(page);
    await page.getByRole('button', { name: 'Boka tid' }).click();
    await expect(currentStep(page).getByRole('alert')).toHaveText(
      'Tiden är inte tillgänglig, vänligen välj en annan tid',
    );
    await expect(page.getByLabel('Förnamn')).toHaveValue('Anna');
    await expect(page.getByRole('button', { name: 'Boka tid' })).toBeEnabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the summary is a bottom sheet: 72 px, 80 % of the screen open, closed by a drag down', async ({
    page,
  }) => {
    await openBooking(page, HEDIN, '?lat=57.7089&lng=11.9746');
    await page.getByLabel('Registreringsnummer').fill('ABC123');
    await expect(page.getByRole('combobox', { name: /Ort/ })).toHaveValue(/Göteborg/);
    await currentStep(page).getByRole('button', { name: 'Fortsätt', exact: true }).click();
    await expect(currentStep(page)).toContainText('Steg 2/4');

    const sheet = page.getByRole('complementary', { name: 'Summering av val' });
    const handle = sheet.getByRole('button', { name: 'Visa summering' });
    expect((await sheet.boundingBox())?.height).toBe(72);
    await handle.click();
    await expect(sheet).toHaveAttribute('data-open', 'true');
    await expect.poll(async () => Math.round((await sheet.boundingBox())?.height ?? 0)).toBe(592);
    await expect(sheet).toContainText('ABC123');
    expect(await axeViolations(page)).toEqual([]);

    const box = await sheet.boundingBox();
    if (!box) throw new Error('no sheet');
    await page.mouse.move(box.x + box.width / 2, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 260, { steps: 8 });
    await page.mouse.up();
    await expect(sheet).toHaveAttribute('data-open', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header is there, and a note says the booking needs JavaScript and where to write instead', async ({
    page,
  }) => {
    await page.goto(siteUrl(CARSTORE.site, CARSTORE.path));
    await expect(page.getByRole('heading', { level: 1, name: 'Boka service och verkstad' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('verkstad@carstore.se');
    await expect(page.getByLabel('Registreringsnummer')).toBeHidden();
  });
});
