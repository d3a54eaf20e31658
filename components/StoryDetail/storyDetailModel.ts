import type { StoryExtras } from '../../schemas/generated/content';

/** What the server loader hands the component (JSON). */
export interface StoryDetailData {
  /** Null when the route is not a story the content source knows. */
  extras: StoryExtras | null;
  /** Blur placeholder of the route's `image`. */
  heroBlurDataUrl?: string;
}
