/**
 * The local content a new market starts with (Layout Service data, `sites/<name>/content/<language>/`):
 * a home page showing its newest cars, the car list page at `paths.carList`, the car page wildcard item at
 * `paths.carDetail` (so a car card opens its car) and the 404 page, each with the header and footer. Their
 * words are the market's dictionary's, so the pages read in whatever language that dictionary is in.
 */
import path from 'node:path';
import type { LayoutData, Rendering } from '../../../schemas/generated/layout';

/** What the pages say and link to. */
export interface SiteContentInput {
  site: string;
  language: string;
  /** The market's name as its titles show it. */
  brand: string;
  paths: { carList: string; carDetail: string };
  defaultSort: string;
  /** The market's dictionary: the pages reuse its texts. */
  dictionary: Readonly<Record<string, string>>;
}

/** Content file (relative to the project root) → its layout data. */
export type SiteContentFiles = Map<string, LayoutData & { $schema: string }>;

const WILDCARD_FILE = '_wildcard.json';

function text(value: string) {
  return { value };
}

function link(href: string, label: string) {
  return { value: { href, text: label, linktype: 'internal' } };
}

function lastSegment(routePath: string): string {
  return routePath.split('/').filter(Boolean).at(-1) ?? 'page';
}

export function siteContentFiles(input: SiteContentInput): SiteContentFiles {
  const { site, language, brand, paths, dictionary } = input;
  const say = (key: string) => dictionary[key] ?? key;
  const uid = (page: string, part: string) => `${site}-${page}-${part}`;
  const frame = (page: string, main: Rendering[]) => ({
    header: [
      {
        uid: uid(page, 'navigation'),
        componentName: 'Navigation',
        fields: { SearchPlaceholder: text(say('navSearchPlaceholder')) },
      },
    ],
    main,
    footer: [{ uid: uid(page, 'footer'), componentName: 'Footer', fields: {} }],
  });
  const carListTitle = say('carTeaserCars');
  const showAllCars = say('carTeaserShowAll');
  const pages: [file: string, route: LayoutData['sitecore']['route']][] = [
    [
      'index.json',
      {
        name: 'Home',
        displayName: brand,
        fields: { metaTitle: text(brand), navigationTitle: text(brand) },
        placeholders: frame('home', [
          {
            uid: uid('home', 'intro'),
            componentName: 'PageIntro',
            fields: { title: text(brand), link: link(paths.carList, showAllCars) },
          },
          {
            uid: uid('home', 'newest-cars'),
            componentName: 'CarTeaserQuery',
            fields: {
              Title: text(carListTitle),
              Sort: text(input.defaultSort),
              NumberOfCars: text('8'),
              Link: link(paths.carList, showAllCars),
            },
          },
        ]),
      },
    ],
    [
      `${paths.carList.slice(1)}.json`,
      {
        name: lastSegment(paths.carList),
        displayName: carListTitle,
        fields: { metaTitle: text(carListTitle), navigationTitle: text(carListTitle) },
        placeholders: frame('car-list', [
          {
            uid: uid('car-list', 'intro'),
            componentName: 'PageIntro',
            fields: { title: text(carListTitle) },
          },
          { uid: uid('car-list', 'cars'), componentName: 'CarList', fields: {} },
        ]),
      },
    ],
    [
      `${paths.carDetail.slice(1)}/${WILDCARD_FILE}`,
      {
        name: lastSegment(paths.carDetail),
        displayName: carListTitle,
        fields: { metaTitle: text(carListTitle), hideInNavigation: { value: true } },
        placeholders: frame('car', [{ uid: uid('car', 'detail'), componentName: 'CarDetail', fields: {} }]),
      },
    ],
    [
      '_404.json',
      {
        name: '404',
        displayName: say('notFoundHeading'),
        fields: { metaTitle: text(say('notFoundHeading')), hideInNavigation: { value: true } },
        placeholders: frame('404', [
          {
            uid: uid('404', 'intro'),
            componentName: 'PageIntro',
            fields: {
              eyebrow: text('404'),
              title: text(say('notFoundHeading')),
              preamble: text(say('notFoundText')),
              link: link('/', say('notFoundHomeLink')),
            },
          },
        ]),
      },
    ],
  ];
  const files: SiteContentFiles = new Map();
  for (const [file, route] of pages) {
    const relative = path.posix.join('sites', site, 'content', language, file);
    const schema = path.posix.relative(path.posix.dirname(relative), 'schemas/layout.schema.json');
    files.set(relative, {
      $schema: schema,
      sitecore: {
        context: { pageEditing: false, pageState: 'normal', language, site: { name: site } },
        route,
      },
    });
  }
  return files;
}
