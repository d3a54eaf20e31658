import { describe, expect, it } from 'vitest';
import {
  extraLinksOf,
  fittingItemCount,
  isCurrentPage,
  markSelected,
  normaliseUrl,
  type NavigationLink,
  type SelectableLink,
} from './navigationModel';

const link = (path: string, children: NavigationLink[] = []): NavigationLink => ({
  name: path.split('/').at(-1) ?? '',
  title: path,
  path,
  navigable: false,
  children,
});

const tree = [
  link('/kopa-bil', [link('/kopa-bil/begagnat', [link('/kopa-bil/begagnat/suv')]), link('/kopa-bil/nytt')]),
  link('/service'),
];

/** Paths of the selected items, depth first. */
function selectedPaths(items: SelectableLink[]): string[] {
  return items.flatMap((item) => [...(item.selected ? [item.path] : []), ...selectedPaths(item.children)]);
}

describe('markSelected (TopSelected)', () => {
  it('selects the item whose url equals the current url', () => {
    expect(selectedPaths(markSelected(tree, '/service'))).toEqual(['/service']);
  });

  it('selects every ancestor of a selected descendant, three levels deep', () => {
    const items = markSelected(tree, '/kopa-bil/begagnat/suv');
    expect(selectedPaths(items)).toEqual(['/kopa-bil', '/kopa-bil/begagnat', '/kopa-bil/begagnat/suv']);
    expect(items[0]?.children[1]?.selected).toBe(false);
    expect(items[1]?.selected).toBe(false);
  });

  it('selects nothing when no item matches', () => {
    expect(selectedPaths(markSelected(tree, '/om-oss'))).toEqual([]);
    expect(selectedPaths(markSelected(tree, '/'))).toEqual([]);
  });

  it('ignores case, a trailing slash, the query and the hash', () => {
    expect(selectedPaths(markSelected(tree, '/Kopa-Bil/Nytt/?sort=price#top'))).toEqual([
      '/kopa-bil',
      '/kopa-bil/nytt',
    ]);
  });

  it('does not change its input', () => {
    const before = JSON.stringify(tree);
    markSelected(tree, '/service');
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('tells the current page from its selected ancestors', () => {
    const [buy] = markSelected(tree, '/kopa-bil/nytt');
    expect(buy && isCurrentPage(buy)).toBe(false);
    expect(buy?.children[1] && isCurrentPage(buy.children[1])).toBe(true);
  });
});

describe('normaliseUrl', () => {
  it.each([
    ['/A/B/', '/a/b'],
    ['/', '/'],
    ['', '/'],
    ['a/b?x=1', '/a/b'],
  ])('%s → %s', (input, expected) => expect(normaliseUrl(input)).toBe(expected));
});

describe('fittingItemCount', () => {
  it('keeps every item when all fit, without room for show-more', () => {
    expect(fittingItemCount([100, 100, 100], 300, 80)).toBe(3);
  });

  it('keeps room for show-more once items overflow', () => {
    expect(fittingItemCount([100, 100, 100, 100], 350, 80)).toBe(2);
  });

  it('keeps every item while nothing is measured (server, hidden bar)', () => {
    expect(fittingItemCount([0, 0, 0], 0, 0)).toBe(3);
  });
});

describe('extraLinksOf', () => {
  const extra = (id: string, title: string | undefined, href = '/boka') => ({
    id,
    fields: { Link: { value: { href } }, ...(title === undefined ? {} : { Title: { value: title } }) },
  });

  it('keeps only items with a non-empty title and a link', () => {
    const links = extraLinksOf([
      extra('a', 'Boka service'),
      extra('b', ''),
      extra('c', '   '),
      extra('d', undefined),
      extra('e', 'Utan länk', ''),
    ]);
    expect(links).toEqual([{ id: 'a', title: { value: 'Boka service' }, href: '/boka', external: false }]);
  });

  it('marks links to other sites as external', () => {
    expect(extraLinksOf([extra('a', 'Mina sidor', 'https://minasidor.example')])[0]?.external).toBe(true);
    expect(extraLinksOf(undefined)).toEqual([]);
  });
});
