// @vitest-environment jsdom
/**
 * A component whose registry entry says `styling: 'css-modules'` renders outside any MUI scope, and a page
 * made only of such renderings loads no MUI and no emotion (docs/ARCHITECTURE.md, "Two ways to style").
 * So every example of its catalogue, rendered as a page renders it, must put no emotion class on any
 * element: one would mean MUI (or emotion) is still somewhere in its tree, drawn without the site theme.
 */
import { cleanup } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../registry/catalogues.generated';
import { registryEntries } from '../../registry/entries.generated';
import { catalogueServerSideProps } from '../../runtime/catalogue/catalogueServerSideProps';
import type { CatalogueExampleView } from '../../runtime/catalogue/catalogueProps';
import { createComponentFactory } from '../../runtime/rendering/componentFactory';
import { registryTestComponents, renderSitePage } from './renderSitePage';

afterEach(cleanup);

const cssModuleComponents = Object.entries(registryEntries)
  .filter(([, entry]) => entry.styling === 'css-modules')
  .map(([name]) => name);

/**
 * The registry with every MUI component drawn as an empty stand-in: a container's own markup is checked,
 * not the MUI renderings its examples place in its placeholders (those have their own scope).
 */
const withoutMuiRenderings = createComponentFactory(
  Object.fromEntries(
    Object.entries(registryTestComponents).map(([name, component]) => [
      name,
      cssModuleComponents.includes(name) ? component : () => <div data-mui-rendering={name} />,
    ]),
  ),
);

async function examplesOf(name: string): Promise<CatalogueExampleView[]> {
  const props = catalogueServerSideProps({ entries: registryEntries, catalogues });
  const summaries = await props({
    params: {},
    query: {},
    res: { setHeader: () => undefined },
  } as unknown as GetServerSidePropsContext<{ component?: string[] }>);
  if (!('props' in summaries)) throw new Error('no catalogue');
  const slug = (await summaries.props).componentCatalogue.components.find((c) => c.name === name)?.slug;
  if (!slug) throw new Error(`${name} is not in the catalogue`);
  const result = await props({
    params: { component: [slug] },
    query: {},
    res: { setHeader: () => undefined },
  } as unknown as GetServerSidePropsContext<{ component?: string[] }>);
  if (!('props' in result)) throw new Error(`no catalogue page for ${name}`);
  return (await result.props).componentCatalogue.component?.examples ?? [];
}

/** Emotion's class names: `mui-<hash>` from the site's cache (runtime/theme/emotionCache.ts), `css-<hash>` from its default. */
const EMOTION_CLASS = /(^|\s)(mui|css)-[a-z0-9]+/;

describe('components styled by CSS modules', () => {
  it('include the page chrome and the content blocks', () => {
    expect(cssModuleComponents).toEqual(
      expect.arrayContaining(['Navigation', 'Footer', 'RichText', 'PageIntro', 'ContentCard', 'StoryDetail']),
    );
  });

  it.each(cssModuleComponents)('%s renders every catalogue example without MUI or emotion', async (name) => {
    const examples = await examplesOf(name);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      if (!example.page) throw new Error(`${name} “${example.name}”: ${example.problem}`);
      const { container } = renderSitePage(example.page.layoutData, {
        site: example.page.site,
        dictionary: example.page.dictionary,
        renderingData: example.page.renderingData,
        factory: withoutMuiRenderings,
      });
      expect(container.querySelector('[data-section-error]'), `${name} “${example.name}” failed`).toBeNull();
      const styled = [...container.querySelectorAll('[class]')]
        .map((element) => element.getAttribute('class') ?? '')
        .filter((className) => EMOTION_CLASS.test(className) || /(^|\s)Mui[A-Z]/.test(className));
      expect(styled, `${name} “${example.name}”`).toEqual([]);
      cleanup();
    }
  });
});
