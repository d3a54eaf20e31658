// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { handleFrameRequest } from '../handlers/handleFrameRequest';
import { carMedia } from './carMedia';
import { EXTERIOR_FRAMES, exteriorFrameSvg } from './exteriorFrame';
import { INTERIOR_FRAMES, interiorFrameSvg } from './interiorFrame';
import { showroomCatalogue } from './showroomCatalogue';

const catalogue = showroomCatalogue();
const charcoal = { dashboard: '#2a2c30', seats: '#3a3d42', accent: '#9aa0a8' };

function parsed(svg: string) {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

const segments = (url: string) => url.replace('/api/autosonshow/frames/', '').split('/');

describe('generated 360° frames', () => {
  it('are well-formed SVG of a few kilobytes, the same bytes every time', () => {
    for (const shape of ['sedan', 'estate', 'hatchback', 'suv', 'coupe', 'van'] as const) {
      for (let frame = 0; frame < EXTERIOR_FRAMES; frame += 7) {
        const svg = exteriorFrameSvg(shape, '#b3202a', frame);
        expect(parsed(svg).getAttribute('viewBox')).toBe('0 0 800 450');
        expect(svg.length).toBeLessThan(8_000);
        expect(exteriorFrameSvg(shape, '#b3202a', frame)).toBe(svg);
      }
    }
    for (let frame = 0; frame < INTERIOR_FRAMES; frame += 5) {
      const svg = interiorFrameSvg(charcoal, frame);
      expect(parsed(svg).tagName).toBe('svg');
      expect(svg.length).toBeLessThan(8_000);
      expect(interiorFrameSvg(charcoal, frame)).toBe(svg);
    }
  });

  it('turn the car and slide the cabin from frame to frame, and draw the paint asked for', () => {
    const views = new Set(
      Array.from({ length: EXTERIOR_FRAMES }, (_, frame) => exteriorFrameSvg('suv', '#1f4f8f', frame)),
    );
    expect(views.size).toBe(EXTERIOR_FRAMES);
    expect(exteriorFrameSvg('suv', '#1f4f8f', 0)).not.toBe(exteriorFrameSvg('suv', '#b3202a', 0));
    expect(exteriorFrameSvg('suv', '#1f4f8f', 0)).not.toBe(exteriorFrameSvg('van', '#1f4f8f', 0));
    const cabin = new Set(
      Array.from({ length: INTERIOR_FRAMES }, (_, frame) => interiorFrameSvg(charcoal, frame)),
    );
    expect(cabin.size).toBe(INTERIOR_FRAMES);
  });

  it('are served for every frame URL a car on show gets, as cacheable SVG', () => {
    const media = carMedia(
      { car_id: '1', car_regno: 'MA21 PSJ', car_brand: 'Volvo', car_body: 'Estate', car_color: 'Blå' },
      { ...catalogue, interiorShare: 1 },
    );
    expect(media.images360[3]).toBe('/api/autosonshow/frames/v1/exterior/estate/blue/03.svg');
    for (const url of [...media.images360, ...media.internal360]) {
      const answer = handleFrameRequest(segments(url));
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    }
  });

  it.each([
    [['v1', 'exterior', 'suv', 'white', '36.svg']],
    [['v1', 'exterior', 'tank', 'white', '00.svg']],
    [['v1', 'exterior', 'suv', 'constructor', '00.svg']],
    [['v1', 'interior', 'charcoal', '24.svg']],
    [['v2', 'interior', 'charcoal', '00.svg']],
    [['v1', 'interior', 'charcoal', '0.svg', 'x']],
    [Array.from({ length: 50 }, () => 'v1')],
    ['v1'],
  ])('answers 404 to a path that names no frame: %j', (path) => {
    expect(handleFrameRequest(path)).toMatchObject({ status: 404, body: 'No such frame.' });
  });
});
