/**
 * The tyre storage flow (issue 19) in Chromium against the production build and its embedded tyre hotel:
 * Hedin SE's 'Mitt däckhotell' page, from the registration number to the code the served app wrote to its
 * SMS outbox (data/tirehotel of `.e2e/app`), the vehicle and tyres, a booking and a review, with a wrong
 * code, a pasted code, a reload mid-flow and logging out; no agreement; a workshop without free days; the
 * page without JavaScript. Each test uses its own demo plate: a plate gets 3 codes per 10 minutes.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { latestSmsCode } from '../../runtime/services/tireHotel/embedded/smsOutbox';
import { siteUrl } from './markets';
import { servedAppDir } from './servedApp';

const PAGE = siteUrl('hedinautomotivesesite', '/dack/dackhotell');
const SMS_DIR = path.join(servedAppDir, 'data', 'tirehotel');

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The code the served app last sent for `regNo`, once its SMS is in the outbox. */
async function sentCode(regNo: string, before: string | null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      code = latestSmsCode(SMS_DIR, regNo);
      return code !== null && code !== before;
    })
    .toBe(true);
  return code ?? '';
}

/** Pastes `text` into `input` as a visitor's clipboard would. */
async function paste(input: Locator, text: string): Promise<void> {
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Searches `typed`, asks for a code and answers the code page with the code sent. */
async function logIn(page: Page, typed: string, regNo: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(typed);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeFocused();
  const before = latestSmsCode(SMS_DIR, regNo);
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await expect(page.getByRole('heading', { name: 'Ange koden' })).toBeVisible();
  const code = await sentCode(regNo, before);
  await paste(page.getByRole('textbox', { name: 'Siffra 1 av 4' }), `${code} `);
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expect(page.getByRole('heading', { name: 'Din bil och dina däck' })).toBeVisible();
}

test('a customer logs in with the SMS code, sees the tyres, books a time, rates it and logs out', async ({
  page,
}) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt däckhotell' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const regNo = page.getByRole('textbox', { name: 'Registreringsnummer' });
  await regNo.fill('a');
  await expect(page.getByRole('button', { name: 'Fortsätt' })).toBeDisabled();
  await regNo.fill('abc 123');
  await expect(regNo).toHaveValue('ABC123');
  await regNo.press('Enter');

  await expect(page.getByText('Vi skickar en kod till 070-*** **')).toBeVisible();
  const before = latestSmsCode(SMS_DIR, 'ABC123');
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  const code = await sentCode('ABC123', before);
  const digits = page.getByRole('group', { name: 'Engångskod' }).getByRole('textbox');
  await expect(digits).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Verifiera' })).toBeDisabled();

  // A wrong code: the server's message, the inputs cleared and the first one focused.
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await digits.first().click();
  await page.keyboard.type(wrong);
  await expect(digits.last()).toHaveValue(wrong.slice(3));
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expect(page.getByText('Fel kod. Du har 4 försök kvar.')).toBeVisible();
  await expect(digits.first()).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Backspace on an empty input goes back to the one before.
  await page.keyboard.type('12');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(digits.nth(0)).toBeFocused();
  await paste(digits.first(), `kod: ${code}99`);
  await expect(digits.nth(3)).toHaveValue(code.slice(3));
  await page.getByRole('button', { name: 'Verifiera' }).click();

  await expect(page.getByRole('heading', { name: 'Din bil och dina däck' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Volvo XC60 B4 AWD Plus' })).toBeVisible();
  await expect(page.getByText('Vi rekommenderar att du byter ut däck')).toBeVisible();
  await expect(page.getByRole('link', { name: 'dackhotell.hogsbo@hedinautomotive.se' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A reload keeps the validated session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Volvo XC60 B4 AWD Plus' })).toBeVisible();

  await page.getByRole('button', { name: 'Boka tid' }).click();
  await expect(page.getByRole('heading', { name: 'Boka tid för däckbyte' })).toBeVisible();
  const firstFreeDay = page.locator('[data-date]:not([disabled])').first();
  await expect(firstFreeDay).toBeVisible();
  await firstFreeDay.click();
  const times = page.getByRole('group', { name: 'Välj tid' });
  const firstTime = times.getByRole('button').first();
  await expect(firstTime).toHaveText(/^\d\d:\d\d$/);
  const time = (await firstTime.textContent()) ?? '';
  await firstTime.click();
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Lindqvist');
  await page.getByRole('textbox', { name: 'E-post' }).fill('anna.lindqvist@example.se');
  const mobile = page.getByRole('textbox', { name: 'Mobilnummer' });
  await mobile.fill('070-174 06 12');
  await expect(mobile).toHaveValue('0701740612');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Boka', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Tack för din bokning!' })).toBeVisible();
  await expect(page.getByText(/^DH-[A-Z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText(`kl. ${time}`)).toBeVisible();
  await expect(page.getByText('Hedin Automotive Göteborg Högsbo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await expect(page.getByRole('button', { name: 'Skicka', exact: true })).toBeDisabled();
  // The stars are a radio group: chosen with the keyboard, as MUI draws a label over each input.
  await page.getByRole('radio', { name: '4 stjärnor' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '4 stjärnor' })).toBeChecked();
  await page.getByRole('textbox', { name: /Kommentar/ }).fill('Smidigt att boka.');
  await page.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(page.getByText('Tack för ditt omdöme!')).toBeVisible();

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tirehotel'))).toBeNull();
});

test('a registration number without an agreement is told so, with a link to book service', async ({
  page,
}) => {
  await page.goto(`${PAGE}?regNo=zzz 999`);
  const regNo = page.getByRole('textbox', { name: 'Registreringsnummer' });
  await expect(regNo).toHaveValue('ZZZ999');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
  await expect(alert.getByRole('link', { name: 'Boka service' })).toHaveAttribute(
    'href',
    '/service-och-verkstad/boka-service',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("a workshop without free days shows the spec's text with its phone and e-mail", async ({ page }) => {
  await page.goto(PAGE);
  await logIn(page, 'QET 44A', 'QET44A');
  await page.getByRole('button', { name: 'Boka tid' }).click();
  await expect(
    page.getByText('Det finns för närvarande inga tillgängliga tider på din verkstad.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'dackhotell.lulea@hedinautomotive.se' })).toBeVisible();
  await page.getByRole('button', { name: 'Tillbaka' }).click();
  await expect(page.getByRole('heading', { name: 'Din bil och dina däck' })).toBeVisible();
});

test('without JavaScript the page shows its search form, server-rendered, and says what to do instead', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt däckhotell' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Inloggningen till däckhotellet behöver JavaScript.');
  await expect(page.getByRole('note').getByText('dackhotell@hedinautomotive.se')).toBeVisible();
  await expect(page.getByText('Aj då')).toHaveCount(0);
  await context.close();
});
