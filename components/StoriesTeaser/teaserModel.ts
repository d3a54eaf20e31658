import type { Story } from '../../schemas/generated/content';

/** What the server loader hands the component (JSON). */
export interface StoriesTeaserData {
  /** Route path of the stories index the show-more link goes to. */
  indexPath: string;
  /** The latest stories, newest first. */
  stories: Story[];
  /** Blur placeholders of the stories' images, keyed by src. */
  blurDataUrls: Record<string, string>;
}

/**
 * Spec 000 §2: the teaser's index is its link's path without the last two segments
 * (`/nyheter/data/teaser-settings` → `/nyheter`). Origin, query and hash are ignored, and so are empty
 * segments (a trailing or doubled slash); with two segments or fewer the index is the root, `/`.
 */
export function indexPathFromTeaserUrl(url: string): string {
  const withoutOrigin = url.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return segments.length > 2 ? `/${segments.slice(0, -2).join('/')}` : '/';
}
