import type { Machine } from './environment';

/** The four Lighthouse categories the bench scores. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type Category = (typeof CATEGORIES)[number];

/** The reference row: the bare Next.js app's static page, audited like ours (the machine's ceiling). */
export const BARE_PAGE_NAME = 'bare Next.js page (reference)';

export interface PageScores {
  name: string;
  url: string;
  scores: Record<Category, number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/** Everything one run of `npm run bench:lighthouse` measured; printed as the final JSON line. */
export interface LighthouseBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  lighthouseVersion: string;
  pages: PageScores[];
}
