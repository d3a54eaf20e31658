// @vitest-environment jsdom
/**
 * A page in the editor: what the site route renders in preview mode from a recorded editing payload or
 * from what the Sitecore editor posted (runtime/editing/editingPreview.ts, runtime/page/siteRoute.ts),
 * through the registry's entries and the React tree of the page, as the editor sees it.
 */
import { editingDataService } from '@sitecore-jss/sitecore-jss-nextjs/editing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registryEntries } from '../../registry/entries.generated';
import { findSite } from '../../runtime/config/loadSiteConfigs';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { renderEditingRoute, type SiteRoute } from '../../runtime/page/siteRoute';
import { renderSitePage } from '../render/renderSitePage';

function siteNamed(name: string): SiteConfig {
  const site = findSite(name);
  if (!site) throw new Error(`no site ${name}`);
  return site;
}

const carStore = siteNamed('carstoresesite');
const omOss: SiteRoute = { site: carStore, language: 'sv-SE', segments: ['om-oss'], routePath: '/om-oss' };
const recorded = { recorded: { site: 'carstoresesite', language: 'sv-SE', routePath: '/om-oss' } };

describe('a page in preview mode (the page editor)', () => {
  it("renders the recorded payload with the editor's chromes and editable fields", async () => {
    const page = await renderEditingRoute(registryEntries, omOss, recorded);
    if (!page) throw new Error('no editing page');
    expect(page.props.layoutData.sitecore.context).toMatchObject({ pageEditing: true, pageState: 'edit' });
    renderSitePage(page.props.layoutData, { site: carStore, dictionary: page.props.dictionary });
    const main = screen.getByRole('main');
    const renderingChromes = main.querySelectorAll('code[chrometype="rendering"][kind="open"]');
    expect([...renderingChromes].map((chrome) => chrome.getAttribute('hintname'))).toEqual([
      'PageIntro',
      'TwoColumnContainer',
      'RichText',
      'ContentCard',
      'TwoColumnContainer',
    ]);
    const editable = main.querySelector('.scWebEditInput[fieldtype="Single-Line Text"]');
    expect(editable?.getAttribute('contenteditable')).toBe('true');
  });

  it('shows the editor where an empty placeholder is, and where components can be added', async () => {
    const page = await renderEditingRoute(registryEntries, omOss, recorded);
    if (!page) throw new Error('no editing page');
    renderSitePage(page.props.layoutData, { site: carStore });
    const empty = [...document.querySelectorAll('[data-empty-placeholder]')];
    expect(empty.map((area) => area.getAttribute('data-empty-placeholder'))).toEqual([
      'column-left',
      'column-right',
    ]);
    expect(empty[0]?.textContent).toContain('Tom platshållare: column-left');
    expect(empty[0]?.querySelectorAll('code[chrometype="placeholder"]')).toHaveLength(2);
  });

  it('keeps a link click from leaving the editor', async () => {
    const page = await renderEditingRoute(registryEntries, omOss, recorded);
    if (!page) throw new Error('no editing page');
    renderSitePage(page.props.layoutData, { site: carStore });
    const link = within(screen.getByRole('main')).getAllByRole('link')[0];
    if (!link) throw new Error('no link in main');
    expect(fireEvent.click(link)).toBe(false);
  });

  it('renders as usual a page the recorded preview is not for (the cookie reaches the paths below)', async () => {
    const below: SiteRoute = { ...omOss, segments: ['om-oss', 'kontakt'], routePath: '/om-oss/kontakt' };
    expect(await renderEditingRoute(registryEntries, below, recorded)).toBeNull();
    expect(await renderEditingRoute(registryEntries, omOss, { something: 'else' })).toBeNull();
    expect(await renderEditingRoute(registryEntries, omOss, { key: 'gone-from-the-cache' })).toBeNull();
  });

  it("renders what the editor posted in the posted page's market and language, with its dictionary", async () => {
    const layoutData = {
      sitecore: {
        context: { pageEditing: true, language: 'en-GB', site: { name: 'hedinautomotiveuksite' } },
        route: {
          name: 'about-us',
          itemId: '1f0c9a52-5d1e-4c1b-9a57-2c3d4e5f6a7b',
          fields: {
            metaTitle: { value: 'About us', editable: '<span class="scWebEditInput">About us</span>' },
          },
          placeholders: {},
        },
      },
    };
    const previewData = await editingDataService.setEditingData(
      {
        path: '/about-us',
        language: 'en-GB',
        layoutData,
        dictionary: { storiesNoResults: 'No stories yet' },
      },
      'http://localhost:3000',
    );
    const page = await renderEditingRoute(registryEntries, omOss, previewData);
    expect(page?.props.site.name).toBe('hedinautomotiveuksite');
    expect(page?.props.language).toBe('en-GB');
    expect(page?.props.layoutData.sitecore.context.pageEditing).toBe(true);
  });
});
