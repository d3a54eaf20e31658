/**
 * What a visitor without JavaScript gets: the server's HTML holds every text of every section, collapsed
 * the way the browser's first render is (so hydration changes nothing), with the style rule that shows the
 * collapsed part and hides the toggles when the page runs no scripts.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sectionCar } from '../../../tests/fixtures/carSections';
import { withSite } from '../../../tests/render/renderWithSite';
import { CarDescription } from './CarDescription';
import { CarEquipment } from './CarEquipment';
import { CarOverview } from './CarOverview';
import { CarTechnicalData } from './CarTechnicalData';

const EQUIPMENT = ['Android Auto', 'Regnsensor', 'Motorvärmare', 'Skinnklädsel', 'Elektrisk baklucka'];

function serverHtml(sample: boolean) {
  const car = sectionCar({
    car_is_sample: sample,
    car_equipment: EQUIPMENT,
    car_description: 'Välkommen att boka en provkörning.\n\nMed reservation för att bilen kan vara såld.',
  });
  return renderToString(
    withSite(
      <>
        <CarOverview car={car} />
        <CarTechnicalData car={car} />
        <CarEquipment car={car} layout="singleColumn" />
        <CarDescription car={car} />
      </>,
    ),
  );
}

/** The CSS rules inside `@media (scripting: none)` blocks of the page's style tags. */
const withoutScriptRules = (html: string) =>
  [...html.matchAll(/@media \(scripting: none\)\{(.*?\})\}/g)].map(([, rules]) => rules ?? '');

describe('car page sections without JavaScript', () => {
  it.each([false, true])('hold every text in the server HTML (sample car: %s)', (sample) => {
    const html = serverHtml(sample);
    for (const text of [
      'Chassinummer',
      'YV1C3ED58PM782276',
      'Förmånsvärde',
      '1 879 mm',
      ...EQUIPMENT,
      'Med reservation för att bilen kan vara såld.',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('render collapsed, as the first browser render does, and show it all when scripts do not run', () => {
    const html = serverHtml(true);
    expect(html.match(/ data-expanded="false"/g)).toHaveLength(4);
    expect(html.match(/ aria-expanded="false"/g)).toHaveLength(3);
    const rules = withoutScriptRules(html).join('\n');
    expect(rules).toMatch(/\[data-expanded="false"\]>\[data-extra\]\{display:grid;\}/);
    expect(rules).toMatch(/\[data-expanded="false"\]>\[data-extra\]\{[^}]*display:flex;\}/);
    expect(rules).toMatch(/\[data-expanded="false"\]\{max-height:none;\}/);
    expect(rules).toMatch(/\{display:none;\}/);
  });
});
