// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rendering } from '../../schemas/generated/layout';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { chromeOf, editableImage, editableText } from '../../tests/fixtures/editableMarkup';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import fieldsSchema from './carModelCard.schema.json';
import type { CarModelCardFields } from './fields.generated';
import { loadCarModelCard } from './index';

/** A page with only these renderings in `main` (empty header and footer, so JSS does not warn). */
function pageWith(main: Rendering[], pageEditing = false) {
  const layout = layoutWith(main, { pageEditing });
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], footer: [], main };
  return layout;
}

const card: CarModelCardFields = {
  Title: { value: 'Volvo EX30' },
  Text: { value: '<p>Kompakt elbil med lång räckvidd.</p>' },
  Image: { value: { src: '/-/media/navigation/volvo.jpg', alt: 'Volvo EX30 i blått' } },
  Link: { value: { href: '/bilar/volvo-ex30', text: 'Läs mer' } },
  Label1: { value: 'Räckvidd' },
  Value1: { value: '476 km' },
  Label2: { value: 'Effekt' },
  Value2: { value: '272 hk' },
  Label3: { value: '0–100 km/h' },
  Value3: { value: '5,3 s' },
  Label4: { value: 'Pris från' },
  Value4: { value: '429 900 kr' },
};

const renderCard = (
  fields: CarModelCardFields,
  data?: { blurDataUrl?: string },
  dictionary?: Record<string, string>,
) =>
  renderSitePage(pageWith([{ uid: 'card-1', componentName: 'CarModelCard', fields }]), {
    dictionary,
    renderingData: { data: data ? { 'card-1': data } : {}, failed: [] },
  });

const facts = () =>
  [...document.querySelectorAll('dl > div')].map((pair) => [
    pair.querySelector('dt')?.textContent,
    pair.querySelector('dd')?.textContent,
  ]);

afterEach(() => vi.restoreAllMocks());

describe('CarModelCard field schema', () => {
  it('accepts the card with a campaign and requires a title', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate({ ...card, IsCampaign: { value: true }, Campaign: { value: 'Privatleasing' } })).toBe(
      true,
    );
    expect(validate({ Text: card.Text })).toBe(false);
  });
});

describe('CarModelCard', () => {
  it('shows the image, title, text and link', () => {
    renderCard(card);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3, name: 'Volvo EX30' })).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'Volvo EX30 i blått' })).toBeTruthy();
    expect(within(article).getByText('Kompakt elbil med lång räckvidd.')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Läs mer' }).getAttribute('href')).toBe(
      '/bilar/volvo-ex30',
    );
  });

  it('lists the four label/value pairs in order', () => {
    renderCard(card);
    expect(facts()).toEqual([
      ['Räckvidd', '476 km'],
      ['Effekt', '272 hk'],
      ['0–100 km/h', '5,3 s'],
      ['Pris från', '429 900 kr'],
    ]);
  });

  it('leaves out pairs missing a label or a value, and the list when none is complete', () => {
    const { unmount } = renderCard({ ...card, Value2: { value: '' }, Label4: { value: ' ' } });
    expect(facts()).toEqual([
      ['Räckvidd', '476 km'],
      ['0–100 km/h', '5,3 s'],
    ]);
    unmount();
    renderCard({ Title: card.Title });
    expect(document.querySelector('dl')).toBeNull();
  });

  it('shows the campaign badge only for a campaign', () => {
    const { unmount } = renderCard({ ...card, Campaign: { value: 'Privatleasing 3 995 kr/mån' } });
    expect(document.querySelector('[data-campaign-badge]')).toBeNull();
    unmount();
    renderCard({ ...card, IsCampaign: { value: true }, Campaign: { value: 'Privatleasing 3 995 kr/mån' } });
    expect(document.querySelector('[data-campaign-badge]')?.textContent).toBe('Privatleasing 3 995 kr/mån');
  });

  it('names an untitled campaign from the dictionary, "Kampanj" by default', () => {
    const { unmount } = renderCard({ ...card, IsCampaign: { value: true } });
    expect(document.querySelector('[data-campaign-badge]')?.textContent).toBe('Kampanj');
    unmount();
    renderCard({ ...card, IsCampaign: { value: true } }, undefined, { carModelCardCampaign: 'Kampanje' });
    expect(document.querySelector('[data-campaign-badge]')?.textContent).toBe('Kampanje');
  });

  it('shows the badge without an image too', () => {
    renderCard({ Title: card.Title, IsCampaign: { value: true } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('[data-campaign-badge]')).toBeTruthy();
  });

  it('uses the loader blur placeholder when there is one, and none otherwise', () => {
    const blur = 'data:image/jpeg;base64,AAAA';
    const { unmount } = renderCard(card, { blurDataUrl: blur });
    expect(screen.getByRole('img').style.backgroundImage).toContain(blur);
    unmount();
    renderCard(card, {});
    expect(screen.getByRole('img').style.backgroundImage).toBe('');
  });
});

describe('CarModelCard in the page editor', () => {
  it('gives editors the chromes of the image, the campaign text and every fact, empty ones included', () => {
    const fields: CarModelCardFields = {
      ...card,
      Image: editableImage('card-image', { src: '/-/media/navigation/volvo.jpg', alt: 'Volvo EX30 i blått' }),
      IsCampaign: { value: true },
      Campaign: editableText('card-campaign', ''),
      Label1: editableText('card-label1', 'Räckvidd'),
      Value1: editableText('card-value1', '476 km'),
      Label2: editableText('card-label2', ''),
      Value2: editableText('card-value2', ''),
    };
    const { container } = renderSitePage(
      pageWith([{ uid: 'card-1', componentName: 'CarModelCard', fields }], true),
    );
    for (const id of [
      'card-image',
      'card-campaign',
      'card-label1',
      'card-value1',
      'card-label2',
      'card-value2',
    ])
      expect(chromeOf(container, id), id).not.toBeNull();
    expect(document.querySelector('[data-campaign-badge]')?.textContent).not.toContain('Kampanj');
    expect(facts()).toHaveLength(4);
  });
});

describe('CarModelCard loader', () => {
  it('computes the image placeholder', async () => {
    const data = await loadCarModelCard(loaderContext({ fields: card }));
    expect(data.blurDataUrl).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('logs a failing image and returns no placeholder instead of failing the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fields = { ...card, Image: { value: { src: '/-/media/cars/missing.jpg', alt: '' } } };
    expect(await loadCarModelCard(loaderContext({ fields }))).toEqual({});
    expect(log).toHaveBeenCalledOnce();
  });

  it('has nothing to compute without an image', async () => {
    const fields = { Title: card.Title };
    expect(await loadCarModelCard(loaderContext({ fields }))).toEqual({});
  });
});
