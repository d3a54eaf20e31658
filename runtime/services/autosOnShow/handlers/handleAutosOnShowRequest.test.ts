import { describe, expect, it, vi } from 'vitest';
import { UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import { type AutosOnShowMedia, AutosOnShowRequestError, type AutosOnShowService } from '../contract';
import { handleAutosOnShowRequest, NOT_ON_SHOW, NOT_ON_THIS_SITE } from './handleAutosOnShowRequest';

const media: AutosOnShowMedia = {
  regNo: 'MA21 PSJ',
  hasVideo: false,
  has360: true,
  images360: ['/api/autosonshow/frames/v1/exterior/suv/white/00.svg'],
  hasInternal360: false,
  internal360: [],
};
const uk = { name: 'hedinautomotiveuksite', features: { carsOnShowExtras: true } } as const;
const se = { name: 'carstoresesite', features: { carsOnShowExtras: false } } as const;

const answering = (answer: () => Promise<AutosOnShowMedia | null>): AutosOnShowService => ({
  media: vi.fn(answer),
});

describe('handleAutosOnShowRequest (GET /api/autosonshow/{regNo})', () => {
  it('answers 200 with the media, asking the service by registration key', async () => {
    const service = answering(async () => media);
    expect(await handleAutosOnShowRequest('ma21 psj', { service, site: uk })).toEqual({
      status: 200,
      body: media,
    });
    expect(service.media).toHaveBeenCalledWith('MA21PSJ', {});
  });

  it.each([
    [undefined, 'The registration number is missing.'],
    [['MA21', 'PSJ'], 'The registration number is missing.'],
    ['x'.repeat(5_000), 'The registration number is longer than 16 characters.'],
    ['<script>', 'The registration number may hold only the letters A–Z, digits, spaces and hyphens.'],
  ])('answers 400 with the reason for %j without asking the service', async (regNo, reason) => {
    const service = answering(async () => media);
    expect(await handleAutosOnShowRequest(regNo, { service, site: uk })).toEqual({
      status: 400,
      body: { error: reason },
    });
    expect(service.media).not.toHaveBeenCalled();
  });

  it('answers 404 for a car without media, and on a site that shows none', async () => {
    expect(
      await handleAutosOnShowRequest('ZZ99 ZZZ', { service: answering(async () => null), site: uk }),
    ).toEqual({
      status: 404,
      body: { error: NOT_ON_SHOW },
    });
    const service = answering(async () => media);
    expect(await handleAutosOnShowRequest('MA21 PSJ', { service, site: se })).toEqual({
      status: 404,
      body: { error: NOT_ON_THIS_SITE },
    });
    expect(service.media).not.toHaveBeenCalled();
  });

  it('answers the service’s refusal as 400', async () => {
    const refusing = answering(async () => {
      throw new AutosOnShowRequestError('The autos-on-show service answered 400: bad plate');
    });
    expect(await handleAutosOnShowRequest('MA21 PSJ', { service: refusing, site: uk })).toMatchObject({
      status: 400,
      body: { error: 'The autos-on-show service answered 400: bad plate' },
    });
  });

  it('answers 503 with Retry-After while the breaker is open, 502 for another failure, and logs both', async () => {
    const logError = vi.fn();
    const open = answering(async () => {
      throw new UpstreamUnavailableError('autosOnShow', 'open', 12, 'autosOnShow is unavailable');
    });
    expect(await handleAutosOnShowRequest('MA21 PSJ', { service: open, site: uk, logError })).toEqual({
      status: 503,
      retryAfterSeconds: 12,
      body: { error: 'The video and 360° service failed.' },
    });
    const broken = answering(async () => {
      throw new Error('disk I/O error');
    });
    expect(await handleAutosOnShowRequest('MA21 PSJ', { service: broken, site: uk, logError })).toEqual({
      status: 502,
      body: { error: 'The video and 360° service failed.' },
    });
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenLastCalledWith(
      'Autos-on-show media of MA21PSJ for hedinautomotiveuksite failed:',
      expect.any(Error),
    );
  });
});
