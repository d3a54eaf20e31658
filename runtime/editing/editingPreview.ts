/**
 * What a page renders in Next.js preview mode, which the editing routes switch on for the page the editor
 * opens (runtime/editing/editingRoutes.ts). The preview data says where the editing payload is:
 * - `{ key }`: posted by the Sitecore editor and kept by JSS's editing data service until the page render
 *   reads it (EditingRenderMiddleware sets it); its site and language are the payload's own, so one
 *   rendering host serves the editor for every market.
 * - `{ recorded }`: a recorded payload under local content (recordedEditing.ts), for the route it names
 *   only: the preview cookie also reaches the pages below that path, which render as usual.
 * Anything else, or a payload the editing data service no longer holds, renders the page as usual.
 * Server-only.
 */
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData } from '../../schemas/generated/layout';
import { isJsonObject } from '../config/jsonObject';
import { findSite } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { layoutFromPayload } from '../services/content/layoutPayload';
import { serverEditingDataService } from './editingDataStore';
import { readRecordedEditing } from './recordedEditing';

export interface RecordedEditingPreview {
  recorded: { site: string; language: string; routePath: string };
}

/** The page an editing preview renders: its site and language may be the payload's, not the host's. */
export interface EditingPage {
  site: SiteConfig;
  language: string;
  layoutData: LayoutData;
  /** The editor's dictionary; undefined for a recorded payload (the content source's then). */
  dictionary?: Dictionary;
}

/** The route an editing preview is asked for, as the page route resolved it. */
interface PreviewRoute {
  site: SiteConfig;
  language: string;
  routePath: string;
}

function recordedPreview(previewData: unknown): RecordedEditingPreview['recorded'] | undefined {
  if (!isJsonObject(previewData) || !isJsonObject(previewData.recorded)) return undefined;
  const { site, language, routePath } = previewData.recorded;
  return typeof site === 'string' && typeof language === 'string' && typeof routePath === 'string'
    ? { site, language, routePath }
    : undefined;
}

function recordedPage(recorded: RecordedEditingPreview['recorded'], route: PreviewRoute): EditingPage | null {
  const samePage =
    recorded.site === route.site.name &&
    recorded.language === route.language &&
    recorded.routePath.toLowerCase() === route.routePath.toLowerCase();
  const layoutData = samePage ? readRecordedEditing(route.site.name, route.language, route.routePath) : null;
  return layoutData && { site: route.site, language: route.language, layoutData };
}

function phrases(dictionary: unknown): Dictionary {
  if (!isJsonObject(dictionary)) return {};
  return Object.fromEntries(
    Object.entries(dictionary).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function postedPage(previewData: { key: string }, route: PreviewRoute): Promise<EditingPage | null> {
  const data = await serverEditingDataService().getEditingData(previewData);
  if (!data) return null;
  const site = findSite(data.layoutData.sitecore.context.site?.name ?? '') ?? route.site;
  const language = site.languages.includes(data.language) ? data.language : route.language;
  const layoutData = layoutFromPayload(data.layoutData, {
    source: `Sitecore editor ${data.path} (${site.name}, ${language})`,
    site: site.name,
    language,
  });
  return layoutData && { site, language, layoutData, dictionary: phrases(data.dictionary) };
}

/** The editing page of a preview request, or null when the page renders as usual. */
export async function editingPage(previewData: unknown, route: PreviewRoute): Promise<EditingPage | null> {
  const recorded = recordedPreview(previewData);
  if (recorded) return recordedPage(recorded, route);
  if (isJsonObject(previewData) && typeof previewData.key === 'string')
    return postedPage({ key: previewData.key }, route);
  return null;
}
