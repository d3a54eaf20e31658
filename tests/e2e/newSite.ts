/**
 * The ninth market of the end-to-end run: scripts/e2e.ts makes it in the served app's copy of the project
 * with `npm run new-site` (these arguments) before the build validates and builds everything;
 * tests/e2e/newSite.spec.ts then asks it for its pages. Nothing else about it is written by hand.
 */
export const newSite = {
  name: 'carstoredksite',
  language: 'da-DK',
  currency: 'DKK',
  template: 'carstoresesite',
  host: 'carstore.dk',
} as const;

export const newSiteArguments: readonly string[] = [
  newSite.name,
  '--language',
  newSite.language,
  '--currency',
  newSite.currency,
  '--from',
  newSite.template,
  '--host',
  newSite.host,
];
