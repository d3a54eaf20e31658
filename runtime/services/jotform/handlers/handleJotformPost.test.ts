import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { JsonBodySource } from '../../../http/readJsonBody';
import { UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import {
  JotformRequestError,
  type JotformResponse,
  type JotformService,
  UnknownJotformError,
} from '../contract';
import { handleJotformPost, JOTFORM_BODY_LIMITS, JOTFORM_SERVICE_FAILED } from './handleJotformPost';

const FORM_ID = '241000000001001';
const answered: JotformResponse = {
  responseCode: 200,
  message: 'success',
  content: [{ id: '1', form_id: FORM_ID, created_at: '2026-05-04 09:30:15', answers: {} }],
};

const post = (body: unknown, contentType = 'application/json'): JsonBodySource =>
  Object.assign(Readable.from([Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]), {
    headers: { 'content-type': contentType },
  });

const serviceThat = (submit: JotformService['submit']): JotformService => ({
  form: () => Promise.reject(new Error('not used')),
  submit,
});

const handle = (body: unknown, submit: JotformService['submit'], contentType?: string) => {
  const logError = vi.fn();
  const answer = handleJotformPost(post(body, contentType), { service: serviceThat(submit), logError });
  return { answer, logError };
};

describe('POST /api/jotform', () => {
  it('answers 200 with the service’s envelope', async () => {
    const submit = vi.fn(() => Promise.resolve(answered));
    const { answer } = handle({ formId: FORM_ID, answers: { '3': 'Anna' } }, submit);
    await expect(answer).resolves.toEqual({ status: 200, body: answered });
    expect(submit).toHaveBeenCalledWith({ formId: FORM_ID, answers: { '3': 'Anna' } }, {});
  });

  it.each([
    ['no formId', { answers: {} }, 'formId'],
    ['a formId that is not digits', { formId: 'abc', answers: {} }, '/formId'],
    ['an answer that is not text', { formId: FORM_ID, answers: { '3': ['x'] } }, '/answers/3'],
    ['a question id that is not digits', { formId: FORM_ID, answers: { name: 'x' } }, '/answers'],
  ])('answers 400 with a reason for %s, without asking the service', async (_what, body, reason) => {
    const submit = vi.fn(() => Promise.resolve(answered));
    const { status, body: answer } = await handle(body, submit).answer;
    expect(status).toBe(400);
    expect((answer as { error: string }).error).toContain(reason);
    expect(submit).not.toHaveBeenCalled();
  });

  it('answers 400 for a body past its size or not JSON, 415 for another content type', async () => {
    const submit = vi.fn(() => Promise.resolve(answered));
    const huge = { formId: FORM_ID, answers: { '3': 'x'.repeat(JOTFORM_BODY_LIMITS.maxBytes) } };
    await expect(handle(huge, submit).answer).resolves.toMatchObject({ status: 400 });
    await expect(handle('{"formId":', submit).answer).resolves.toMatchObject({ status: 400 });
    await expect(
      handle('formId=1', submit, 'application/x-www-form-urlencoded').answer,
    ).resolves.toMatchObject({
      status: 415,
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('answers the service’s refusal 400 with its reason and an unknown form 404', async () => {
    const refused = handle({ formId: FORM_ID, answers: {} }, () =>
      Promise.reject(new JotformRequestError('/answers/3 (fullName): breaks required')),
    );
    await expect(refused.answer).resolves.toEqual({
      status: 400,
      body: { error: '/answers/3 (fullName): breaks required' },
    });
    const unknown = handle({ formId: '1', answers: {} }, () =>
      Promise.reject(new UnknownJotformError('No Jotform form has the id 1.')),
    );
    await expect(unknown.answer).resolves.toMatchObject({ status: 404 });
    expect(refused.logError).not.toHaveBeenCalled();
  });

  it.each([
    ['open', 503],
    ['timeout', 504],
    ['failed', 502],
  ] as const)('logs FORM_SUBMISSION_FAILED_JOTFORM and answers %s as %i', async (reason, status) => {
    const { answer, logError } = handle({ formId: FORM_ID, answers: {} }, () =>
      Promise.reject(new UpstreamUnavailableError('jotform', reason, 30, `jotform ${reason}`)),
    );
    const result = await answer;
    expect(result).toMatchObject({ status, body: { error: JOTFORM_SERVICE_FAILED } });
    if (status === 503) expect(result.retryAfterSeconds).toBe(30);
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining(`FORM_SUBMISSION_FAILED_JOTFORM: the submission of Jotform form ${FORM_ID}`),
      expect.any(UpstreamUnavailableError),
    );
  });

  it('answers an unexpected failure 502, never 500', async () => {
    const { answer, logError } = handle({ formId: FORM_ID, answers: {} }, () =>
      Promise.reject(new TypeError('boom')),
    );
    await expect(answer).resolves.toMatchObject({ status: 502 });
    expect(logError).toHaveBeenCalledOnce();
  });
});
