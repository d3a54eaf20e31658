/**
 * Recorded page-editing payloads: what the Layout Service answers in edit mode (`pageEditing: true`,
 * fields with `editable` markup, placeholder and rendering chromes), kept as
 * `sites/<site>/editing/<language>/<path>.json` beside the local content, laid out like it. They let a
 * developer open a page as the editor shows it without a Sitecore instance (`?sc_mode=edit` and the
 * editing secret, runtime/editing/editingRoutes.ts), and `npm run validate` checks them like content.
 * Server-only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LayoutData } from '../../schemas/generated/layout';
import { editingDir, projectRoot } from '../config/projectPaths';
import { routeFileIn } from '../services/content/embedded/LocalContentSource';
import { layoutFromPayload } from '../services/content/layoutPayload';

/** The recorded payload's file of a route, or null when the path cannot name one. */
export function recordedEditingFile(
  site: string,
  language: string,
  routePath: string,
  root: string = projectRoot(),
): string | null {
  return routeFileIn(editingDir(root, site, language), routePath);
}

/** The recorded payload of a route, or null when none is recorded. */
export function readRecordedEditing(
  site: string,
  language: string,
  routePath: string,
  root: string = projectRoot(),
): LayoutData | null {
  const file = recordedEditingFile(site, language, routePath, root);
  if (!file || !existsSync(file)) return null;
  return layoutFromPayload(JSON.parse(readFileSync(file, 'utf8')), {
    source: path.relative(root, file),
    site,
    language,
  });
}
