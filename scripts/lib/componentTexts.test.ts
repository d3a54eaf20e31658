import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ComponentTextsReader, dictionaryKeysSource } from './componentTexts';

const roots: string[] = [];

/** A project of the given files (path → source). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'component-texts-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const kit = {
  'ui/index.ts': [
    "export { CarCard } from './cars/CarCard';",
    "export { KitCard } from './kits/KitCard';",
    "export type { CarTextKey } from './cars/carTexts';",
  ].join('\n'),
  'ui/cars/CarCard.tsx': [
    "import { useCarText } from './carTexts';",
    'export function CarCard() { const text = useCarText(); return text("carPrice"); }',
  ].join('\n'),
  'ui/cars/carTexts.ts': [
    "import { defineTexts } from '../../runtime';",
    "const SHARED = { carYear: 'Årsmodell' } as const;",
    "export const CAR_TEXTS = { carPrice: 'Pris', ...SHARED, carCount: { one: '{{count}} bil', other: '{{count}} bilar' } } as const;",
    'export const useCarText = defineTexts(CAR_TEXTS);',
  ].join('\n'),
  'ui/kits/KitCard.tsx': [
    "import { defineTexts } from '../../runtime';",
    "const useKitText = defineTexts({ kitName: 'Namn' });",
    'export function KitCard() { return useKitText()("kitName"); }',
  ].join('\n'),
  'runtime/index.ts': "export { defineTexts } from './i18n/defineTexts';",
  'runtime/i18n/defaultTexts.ts':
    "export const DEFAULT_TEXTS = { notFoundHeading: 'Sidan kunde inte hittas' } as const;",
};

describe('ComponentTextsReader', () => {
  it('follows a component through the UI kit barrel to the parts it renders, and no further', () => {
    const root = project({
      ...kit,
      'components/CarList/index.ts':
        "import CarList from './CarList';\nexport default { component: CarList };",
      'components/CarList/CarList.tsx': [
        "import { CarCard } from '../../ui';",
        "import { usePageI18n } from '../../runtime';",
        'export default function CarList({ field }: { field: string }) {',
        '  const { t } = usePageI18n();',
        "  return [CarCard(), t('carListCopy', { defaultValue: 'Kopiera' }), t(`carListFacet.${field}`)];",
        '}',
      ].join('\n'),
    });
    const reader = new ComponentTextsReader(root);
    expect(reader.componentTexts('CarList')).toEqual({
      texts: {
        carListCopy: 'Kopiera',
        carPrice: 'Pris',
        carYear: 'Årsmodell',
        carCount: { one: '{{count}} bil', other: '{{count}} bilar' },
      },
      keyPrefixes: ['carListFacet.'],
    });
    expect(reader.runtimeTexts()).toEqual({ notFoundHeading: 'Sidan kunde inte hittas' });
  });

  it('writes the registry map of each component’s keys, plural texts apart', () => {
    const root = project({
      ...kit,
      'components/Kits/index.ts':
        "import { KitCard, CarCard } from '../../ui';\nexport default { KitCard, CarCard };",
    });
    expect(dictionaryKeysSource(root, ['Kits'])).toContain(
      [
        '  Kits: {',
        '    texts: ["carPrice", "carYear", "kitName"],',
        '    plurals: ["carCount"],',
        '    prefixes: [],',
        '  },',
      ].join('\n'),
    );
  });

  it('refuses a texts table it cannot read, naming the file and line', () => {
    const root = project({
      'components/Odd/index.ts': [
        "import { defineTexts } from '../../runtime';",
        "const label = 'Etikett';",
        'export const useOddText = defineTexts({',
        '  oddLabel: label,',
        '});',
      ].join('\n'),
    });
    expect(() => new ComponentTextsReader(root).componentTexts('Odd')).toThrow(
      /^components\/Odd\/index.ts:4: a text must be/,
    );
  });
});

describe('the project’s components', () => {
  it('read their own texts and those of the UI kit parts they render', () => {
    const reader = new ComponentTextsReader(process.cwd());
    const carList = reader.componentTexts('CarList');
    expect(carList.texts).toMatchObject({
      carListLoading: 'Laddar bilar',
      carListCount: { one: '{{count}} bil', other: '{{count}} bilar' },
      carVatIncluded: 'inkl. moms',
    });
    expect(carList.texts).not.toHaveProperty('kitsLabel');
    expect(carList.keyPrefixes).toEqual(['carListFacet.', 'carListSort.']);
    expect(reader.componentTexts('RichText').texts).toEqual({});
  });
});
