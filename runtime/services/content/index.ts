/**
 * Chooses the content source from CONTENT_SOURCE (`local`, the default, or `edge`). Server-only.
 */
import type { ContentSource } from './contract';
import { EdgeContentSource } from './edge/EdgeContentSource';
import { edgeConfigFromEnv } from './edge/edgeConfig';
import { LocalContentSource } from './embedded/LocalContentSource';

export type ContentSourceKind = ContentSource['kind'];

export function contentSourceKind(env: Record<string, string | undefined> = process.env): ContentSourceKind {
  const kind = env.CONTENT_SOURCE ?? 'local';
  if (kind !== 'local' && kind !== 'edge')
    throw new Error(`CONTENT_SOURCE must be "local" or "edge", not "${kind}"`);
  return kind;
}

export function contentSourceFromEnv(env: Record<string, string | undefined> = process.env): ContentSource {
  return contentSourceKind(env) === 'edge'
    ? new EdgeContentSource(edgeConfigFromEnv(env))
    : new LocalContentSource();
}

let shared: ContentSource | undefined;

export function contentSource(): ContentSource {
  shared ??= contentSourceFromEnv();
  return shared;
}
