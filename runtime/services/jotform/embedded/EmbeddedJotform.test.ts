import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schemaProblems } from '../../../config/schemaProblems';
import { JotformRequestError, UnknownJotformError } from '../contract';
import demoForms from './demoForms.json';
import { EmbeddedJotform } from './EmbeddedJotform';

const TEST_DRIVE_SV = '241000000001001';
const CONTACT_EN = '241000000005002';
const NOW = new Date('2026-05-04T09:30:15Z');

let dir: string;
let services: EmbeddedJotform[];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jotform-'));
  services = [];
});

afterEach(() => {
  for (const service of services) service.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (options: { maxSubmissions?: number; forms?: unknown[] } = {}) => {
  const service = new EmbeddedJotform({
    file: path.join(dir, 'submissions.sqlite'),
    now: () => NOW,
    ...options,
  });
  services.push(service);
  return service;
};

const testDrive = (answers: Record<string, string> = {}) => ({
  formId: TEST_DRIVE_SV,
  answers: {
    '3': 'Anna Andersson',
    '4': 'anna@example.se',
    '5': '+46 70 123 45 67',
    '6': 'Volvo XC60',
    ...answers,
  },
});

describe('the demo forms', () => {
  it('are a test-drive and a contact form in each market language, every one a valid definition', () => {
    for (const form of demoForms) expect(schemaProblems('jotformDefinition', form)).toBeNull();
    const languages = demoForms.map((form) => form.language);
    expect(new Set(languages)).toEqual(new Set(['sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB']));
    expect(demoForms).toHaveLength(10);
  });
});

describe('EmbeddedJotform', () => {
  it('answers a form’s definition by id, and refuses an unknown or malformed id', async () => {
    const service = open();
    await expect(service.form(CONTACT_EN)).resolves.toMatchObject({
      title: 'Contact the dealer',
      language: 'en-GB',
    });
    await expect(service.form('999')).rejects.toBeInstanceOf(UnknownJotformError);
    await expect(service.form('12a')).rejects.toBeInstanceOf(JotformRequestError);
  });

  it('stores a submission and answers Jotform’s envelope with the answered questions in content[0].answers', async () => {
    const service = open();
    const response = await service.submit(testDrive({ '8': '  Gärna en lördag  ' }));
    expect(response).toMatchObject({ responseCode: 200, message: 'success' });
    const [submission] = response.content;
    expect(submission).toMatchObject({ form_id: TEST_DRIVE_SV, created_at: '2026-05-04 09:30:15' });
    expect(submission.answers).toEqual({
      '3': { name: 'fullName', text: 'Namn', type: 'control_textbox', answer: 'Anna Andersson' },
      '4': { name: 'email', text: 'E-post', type: 'control_email', answer: 'anna@example.se' },
      '5': { name: 'phone', text: 'Telefon', type: 'control_phone', answer: '+46 70 123 45 67' },
      '6': {
        name: 'carModel',
        text: 'Vilken bil vill du provköra?',
        type: 'control_textbox',
        answer: 'Volvo XC60',
      },
      '8': { name: 'message', text: 'Meddelande', type: 'control_textarea', answer: 'Gärna en lördag' },
    });
    expect(schemaProblems('jotformResponse', response)).toBeNull();
    // Kept on disk: another instance on the same file reads it.
    expect(open().list(TEST_DRIVE_SV)).toEqual([submission]);
  });

  it.each([
    ['a required question unanswered', { '6': ' ' }, '/answers/6 (carModel): breaks required'],
    ['an e-mail that is not an address', { '4': 'anna@' }, '/answers/4 (email): breaks format'],
    ['a phone number with letters', { '5': '070-ABC' }, '/answers/5 (phone): breaks pattern'],
    ['a date that is not YYYY-MM-DD', { '7': '4/5/2026' }, '/answers/7 (preferredDate): breaks format'],
    ['an answer past its length', { '3': 'x'.repeat(101) }, '/answers/3 (fullName): breaks maxLength'],
    ['a question the form does not have', { '42': 'hello' }, 'has no question 42'],
  ])('refuses %s, storing nothing', async (_what, answers, reason) => {
    const service = open();
    const refusal = service.submit(testDrive(answers));
    await expect(refusal).rejects.toBeInstanceOf(JotformRequestError);
    await expect(refusal).rejects.toThrow(reason);
    expect(service.list(TEST_DRIVE_SV)).toEqual([]);
  });

  it('takes a dropdown answer only among its options', async () => {
    const service = open();
    const contact = { '3': 'Sam', '4': 'sam@example.co.uk', '7': 'Hello' };
    await expect(
      service.submit({ formId: CONTACT_EN, answers: { ...contact, '6': 'Finance' } }),
    ).resolves.toBeDefined();
    await expect(
      service.submit({ formId: CONTACT_EN, answers: { ...contact, '6': 'Pizza' } }),
    ).rejects.toThrow('/answers/6 (subject): breaks enum');
  });

  it('refuses a body its request schema does not take, and an unknown form', async () => {
    const service = open();
    const malformed = { formId: TEST_DRIVE_SV, answers: { '3': 42 } } as unknown as Parameters<
      EmbeddedJotform['submit']
    >[0];
    await expect(service.submit(malformed)).rejects.toThrow('/answers/3');
    await expect(service.submit({ formId: '123', answers: {} })).rejects.toBeInstanceOf(UnknownJotformError);
  });

  it('keeps at most its cap of submissions, forgetting the oldest first', async () => {
    const service = open({ maxSubmissions: 3 });
    for (const name of ['A', 'B', 'C', 'D', 'E']) await service.submit(testDrive({ '3': name }));
    expect(service.list(TEST_DRIVE_SV).map((submission) => submission.answers['3']?.answer)).toEqual([
      'E',
      'D',
      'C',
    ]);
  });

  it('refuses to start with a form that is not a valid definition', () => {
    expect(() => open({ forms: [{ id: '1', title: 'No questions' }] })).toThrow('Jotform demo form 0');
  });
});
