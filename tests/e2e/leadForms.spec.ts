/**
 * The lead forms in Chromium against the production build: the sell-car form of the car stores and the UK,
 * the Norwegian dealer group's workshop form. A valid submission reaches the form hub route (forms-hub's
 * POST /api/forms/comhub) and is stored by the embedded hub (formHub.ts);
 * each invalid field shows its text; without JavaScript the form is there with a line saying why it
 * cannot be sent.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { postedBody, storedLead } from './formHub';
import { siteUrl } from './markets';

/** The form's button works once the page is hydrated. */
async function openForm(page: Page, site: string, route: string, submit: string) {
  await page.goto(siteUrl(site, route));
  await expect(page.getByRole('button', { name: submit })).toBeEnabled();
}

const day = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test.describe('sell-car form', () => {
  test('is in the Swedish car store’s navigation; a valid lead is accepted and stored by the hub', async ({
    page,
  }) => {
    await page.goto(siteUrl('carstoresesite'));
    await page.getByRole('link', { name: 'Sälj bil', exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(siteUrl('carstoresesite', '/salja-bil'));
    await expect(page.getByRole('button', { name: 'Skicka' })).toBeEnabled();
    await page.getByLabel('Registreringsnummer').fill('ABC 123');
    await page.getByLabel('Miltal').fill('8400');
    await page.getByRole('radio', { name: 'Byta in bilen' }).check();
    await page.getByLabel('Namn').fill('Sven Svensson');
    await page.getByLabel('Telefon').fill('070 123 45 67');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('sven.svensson@example.se');
    await page.getByLabel('Övrigt').fill('Servad i våras, vinterdäck ingår.');
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/forms/comhub'));
    await page.getByRole('button', { name: 'Skicka' }).click();
    const body = postedBody(await posted);
    await expect(page.getByText('Tack! Vi har fått dina uppgifter.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Tack!' })).toBeFocused();
    expect(body).toEqual({
      formName: 'carstoresesiteSellCarForm',
      formSubmissionId: body.formSubmissionId,
      values: {
        regno: 'ABC 123',
        milage: 8400,
        option: 'Byta in bilen',
        customerName: 'Sven Svensson',
        customerPhone: '070 123 45 67',
        customerEmail: 'sven.svensson@example.se',
        other: 'Servad i våras, vinterdäck ingår.',
      },
    });
    expect(storedLead(body.formSubmissionId)).toEqual(body);
  });

  test('each invalid field shows its text, and focus goes to the first (UK, in English)', async ({
    page,
  }) => {
    await openForm(page, 'hedinautomotiveuksite', '/sell-car', 'Get my valuation');
    await page.getByLabel('Mileage').fill('-1');
    await page.getByLabel('Name').fill('Jane Smith');
    await page.getByLabel('Phone').fill('12');
    await page.getByLabel('Email').fill('jane@');
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(page.getByLabel('Registration number')).toBeFocused();
    const form = page.getByRole('form', { name: 'Get your free valuation' });
    await expect(form.getByRole('alert')).toHaveText([
      'Enter your registration number',
      'Mileage can’t be negative',
      'Choose one of the options',
      'Enter a valid phone number, 6 to 20 digits',
      'Enter a valid email address, like name@example.com',
    ]);
    await expect(page.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Registration number').fill('?');
    await expect(page.getByText('Enter a valid registration, for example AB12 CDE')).toBeVisible();
  });

  test('the Norwegian car store’s page is in Norwegian and in its navigation', async ({ page }) => {
    await page.goto(siteUrl('carstorenosite'));
    await page.getByRole('link', { name: 'Selg bil', exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Fortell oss om bilen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await page.getByRole('button', { name: 'Send' }).click();
    const form = page.getByRole('form', { name: 'Fortell oss om bilen' });
    await expect(form.getByRole('alert').first()).toHaveText('Oppgi registreringsnummer');
    await expect(page.getByText('Oppgi kilometerstand')).toBeVisible();
  });

  test('without JavaScript the form is there with its labels, and says sending needs JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('carstoresesite', '/salja-bil'));
    await expect(page.getByLabel('Registreringsnummer')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Sälja bilen' })).toBeVisible();
    const noScriptLine = page.locator('noscript p');
    await expect(noScriptLine).toBeVisible();
    await expect(noScriptLine).toHaveText(/^Formuläret skickas med JavaScript\./);
    await expect(page.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    await context.close();
  });
});

test.describe('workshop service-booking form', () => {
  const BOOKING_PATH = '/service-og-verksted/bestill-service';

  test('linked as Bestill service; offers the workshops; a valid booking is accepted and stored', async ({
    page,
  }) => {
    await page.goto(siteUrl('hedinautomotivenosite', '/service-og-verksted'));
    await page
      .getByRole('link', { name: 'Bestill service', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(siteUrl('hedinautomotivenosite', BOOKING_PATH));
    const submit = page.getByRole('button', { name: 'Send forespørsel' });
    await expect(submit).toBeEnabled();
    const dealer = page.getByLabel('Forhandler');
    await expect(dealer.getByRole('option')).toHaveCount(15);
    await dealer.selectOption({ label: 'Hedin Automotive Drammen' });
    await page.getByRole('checkbox', { name: 'EU-kontroll' }).check();
    await page.getByRole('checkbox', { name: 'Hjulskift' }).check();
    await page.getByLabel('Beskriv hva som skal gjøres').fill('EU-kontroll og skifte til sommerhjul.');
    await page.getByLabel('Navn').fill('Kari Nordmann');
    await page.getByLabel('Telefon').fill('+47 912 34 567');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('kari.nordmann@example.no');
    await page.getByLabel('Registreringsnummer').fill('EK 12345');
    await page.getByLabel('Kilometerstand').fill('61000');
    await page.getByLabel('Ønsket dato').fill(day(7));
    await page.getByRole('checkbox', { name: /Jeg samtykker/ }).check();
    await page.getByRole('checkbox', { name: /nyhetsbrev/ }).check();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/forms/comhub'));
    await submit.click();
    const body = postedBody(await posted);
    await expect(page.getByText('Takk for din henvendelse!')).toBeVisible();
    await expect(page.getByText('Vi tar kontakt med deg for å bekrefte din booking.')).toBeVisible();
    expect(body).toEqual({
      formName: 'ServiceBookingForm',
      formSubmissionId: body.formSubmissionId,
      values: {
        siteEmail: 'verksted.drammen@hedinautomotive.no',
        siteName: 'Hedin Automotive Drammen',
        services: ['EU-kontroll', 'Hjulskift'],
        description: 'EU-kontroll og skifte til sommerhjul.',
        customerName: 'Kari Nordmann',
        customerPhone: '+47 912 34 567',
        customerEmail: 'kari.nordmann@example.no',
        regno: 'EK 12345',
        milage: 61000,
        date: day(7),
        gdpr: true,
        newsletter: true,
        typeMC: false,
      },
    });
    expect(storedLead(body.formSubmissionId)).toEqual(body);
  });

  test('each invalid field shows its Norwegian text, focus on the first', async ({ page }) => {
    await openForm(page, 'hedinautomotivenosite', BOOKING_PATH, 'Send forespørsel');
    await page.getByLabel('Telefon').fill('12-34');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('kari@');
    await page.getByLabel('Registreringsnummer').fill('#');
    await page.getByLabel('Kilometerstand').fill('-5');
    await page.getByLabel('Ønsket dato').fill(day(-3));
    await page.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(page.getByLabel('Forhandler')).toBeFocused();
    const form = page.getByRole('form', { name: 'Hva kan vi hjelpe deg med?' });
    await expect(form.getByRole('alert')).toHaveText([
      'Velg forhandler',
      'Oppgi navnet ditt',
      'Oppgi et gyldig telefonnummer, 6–20 sifre',
      'Oppgi en gyldig e-postadresse',
      'Oppgi et gyldig registreringsnummer, for eksempel EK 12345',
      'Kilometerstanden kan ikke være negativ',
      'Datoen kan ikke være før i dag',
      'Du må samtykke før vi kan behandle henvendelsen',
    ]);
    await expect(page.getByLabel('Ønsket dato')).toHaveAttribute('min', day(0));
  });
});

const formPages = [
  ['carstoresesite', '/salja-bil', 'Skicka'],
  ['hedinautomotivenosite', '/service-og-verksted/bestill-service', 'Send forespørsel'],
] as const;

for (const [site, route, submit] of formPages) {
  test(`axe finds no accessibility violations in the ${site} form, before and after an invalid submit`, async ({
    page,
  }) => {
    await openForm(page, site, route, submit);
    const violations = async () =>
      (await new AxeBuilder({ page }).include('form').analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('form').getByRole('alert').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
