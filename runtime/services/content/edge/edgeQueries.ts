/**
 * The GraphQL Experience Edge is asked, beside JSS's own layout, dictionary, sitemap and error-page
 * queries: home path, site root, route languages, current language, navigation, wildcard pages and
 * stories, and the search predicates they use.
 */
import { NAVIGATION_DEPTH, WILDCARD_PAGES_LIMIT } from '../contract';
import { WILDCARD_SEGMENT } from '../../../site/wildcardPaths';
import type { EdgeSearchPredicate } from './edgeTypes';
import { normaliseItemId, storedItemId } from './itemIds';

/** Items per page of paginated Edge queries; JSS's dictionary search would otherwise page by 10. */
export const EDGE_PAGE_SIZE = 100;

export const HOME_PATH_QUERY = /* GraphQL */ `
  query EdgeHomePath($site: String!, $language: String!) {
    layout(site: $site, routePath: "/", language: $language) {
      item {
        homeItemPath: path
      }
    }
  }
`;

/** The route path the site root is asked with (spec 000 §7: fixed to the root path, the home item). */
export const SITE_ROOT_ROUTE_PATH = '/';

/** The site root item is the parent of the site's home item. */
export const SITE_ROOT_QUERY = /* GraphQL */ `
  query EdgeSiteRoot($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        parent {
          id
        }
      }
    }
  }
`;

/** The language of the route's item in the asked language: no item, no such language version. */
export const CURRENT_LANGUAGE_QUERY = /* GraphQL */ `
  query EdgeCurrentLanguage($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        language {
          name
        }
      }
    }
  }
`;

/**
 * The site's wildcard items: items named `*` below the site root (`_path` holds every ancestor's id) in
 * the language, the first WILDCARD_PAGES_LIMIT of them, each read as its URL.
 */
export const WILDCARD_PAGES_QUERY = /* GraphQL */ `
  query EdgeWildcardPages($path: String!, $language: String!, $name: String!, $first: Int!) {
    search(
      where: {
        AND: [
          { name: "_name", value: $name, operator: EQ }
          { name: "_path", value: $path, operator: EQ }
          { name: "_language", value: $language, operator: EQ }
        ]
      }
      first: $first
    ) {
      results {
        url {
          url
        }
      }
    }
  }
`;

/** The variables of WILDCARD_PAGES_QUERY: the name is fixed to the wildcard, the page to the limit. */
export function wildcardPagesVariables(siteRootId: string, language: string) {
  return { path: siteRootId, language, name: WILDCARD_SEGMENT, first: WILDCARD_PAGES_LIMIT };
}

/**
 * Resolves the route the way the layout query does (site start item plus route path, honouring URL name
 * replacements) rather than `item(path:)`, so `/om-oss` finds the item "Om oss" too.
 */
export const ROUTE_LANGUAGES_QUERY = /* GraphQL */ `
  query EdgeRouteLanguages($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        languages {
          language {
            name
            displayName
            englishName
            nativeName
          }
        }
      }
    }
  }
`;

function navigationChildren(levels: number): string {
  if (levels === 0) return '';
  // One page per level: a menu level with more than EDGE_PAGE_SIZE entries is not a menu.
  return `children(hasLayout: true, first: ${EDGE_PAGE_SIZE}) {
        results {
          ...NavigationItemFields
          ${navigationChildren(levels - 1)}
        }
      }`;
}

/** Edge's LinkField calls it `linkType`; the alias keeps the Layout Service spelling the runtime uses. */
export const NAVIGATION_QUERY = /* GraphQL */ `
  query EdgeNavigation($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        ${navigationChildren(NAVIGATION_DEPTH)}
      }
    }
  }

  fragment NavigationItemFields on Item {
    name
    url {
      path
    }
    navigationTitle: field(name: "NavigationTitle") {
      value
    }
    hideInNavigation: field(name: "HideInNavigation") {
      value
    }
    isNavigableInMenuWhenItHasChildren: field(name: "IsNavigableInMenuWhenItHasChildren") {
      value
    }
    externalLink: field(name: "ExternalLink") {
      ... on LinkField {
        url
        linktype: linkType
      }
    }
    navigationImage: field(name: "NavigationImage") {
      ... on ImageField {
        src
        alt
      }
    }
  }
`;

/**
 * The arguments of JSS's layout query. JSS writes them into the query text unescaped, so they are
 * written as JSON strings here: a quote in a route path must not end the GraphQL string.
 */
export function formatLayoutQuery(siteName: string, itemPath: string, language?: string): string {
  const languageArgument = language ? `, language:${JSON.stringify(language)}` : '';
  return `layout(site:${JSON.stringify(siteName)}, routePath:${JSON.stringify(itemPath)}${languageArgument})`;
}

/**
 * Field names of the story content model (spec 000 §3), the same as in local content: a stories index
 * carries `storyTags` (a multilist of tag items with `key` and `value`); a story carries `title`,
 * `preamble`, `date`, `image`, `tags` (a multilist: its raw value is the tag ids joined by `|`) and
 * `author`.
 */
const STORY_TAG_ITEMS_FRAGMENT = /* GraphQL */ `
  fragment StoryTagItems on MultilistField {
    targetItems {
      id
      key: field(name: "key") {
        value
      }
      value: field(name: "value") {
        value
      }
    }
  }
`;

/** The index resolved like a page (site start item plus route path): its id and the tags it offers. */
export const STORIES_INDEX_QUERY = /* GraphQL */ `
  query EdgeStoriesIndex($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        id
        storyTags: field(name: "storyTags") {
          ...StoryTagItems
        }
      }
    }
  }
  ${STORY_TAG_ITEMS_FRAGMENT}
`;

/**
 * One page of stories, newest first. `$where` is built by `storiesSearchWhere`: children of the index
 * with the Story template in the language, plus, when tags are selected, an OR of `contains` on `tags`.
 * `date` is read raw (Sitecore's `yyyyMMddTHHmmssZ`) and converted by `edgeDate`, rather than through
 * `formattedDateValue`, so the ISO form does not depend on Edge's date format strings.
 */
export const STORIES_SEARCH_QUERY = /* GraphQL */ `
  query EdgeStoriesSearch($where: ItemSearchPredicateInput!, $first: Int!, $after: String) {
    search(where: $where, first: $first, after: $after, orderBy: { name: "date", direction: DESC }) {
      pageInfo {
        endCursor
        hasNext
      }
      results {
        id
        name
        displayName
        url {
          path
        }
        title: field(name: "title") {
          value
        }
        preamble: field(name: "preamble") {
          value
        }
        date: field(name: "date") {
          value
        }
        image: field(name: "image") {
          ... on ImageField {
            src
            alt
          }
        }
        tags: field(name: "tags") {
          value
        }
      }
    }
  }
`;

/** The story item with its parent (the index): enough for the publish info bar, tags and back link. */
export const STORY_EXTRAS_QUERY = /* GraphQL */ `
  query EdgeStoryExtras($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        id
        template {
          id
        }
        date: field(name: "date") {
          value
        }
        author: field(name: "author") {
          value
        }
        tags: field(name: "tags") {
          value
        }
        parent {
          id
          url {
            path
          }
          storyTags: field(name: "storyTags") {
            ...StoryTagItems
          }
        }
      }
    }
  }
  ${STORY_TAG_ITEMS_FRAGMENT}
`;

/** Children of the index with the Story template in the language; any selected tag when tags are given. */
export function storiesSearchWhere(options: {
  indexId: string;
  templateId: string;
  language: string;
  tags?: readonly string[];
}): EdgeSearchPredicate {
  const tags = options.tags ?? [];
  return {
    AND: [
      { name: '_parent', value: options.indexId, operator: 'EQ' },
      // Edge indexes template ids as lower-case hex without dashes (JSS's own searches send them so).
      { name: '_templates', value: normaliseItemId(options.templateId).toLowerCase(), operator: 'CONTAINS' },
      { name: '_language', value: options.language, operator: 'EQ' },
      ...(tags.length > 0
        ? [
            {
              OR: tags.map((tag) => ({
                name: 'tags',
                value: storedItemId(tag),
                operator: 'CONTAINS' as const,
              })),
            },
          ]
        : []),
    ],
  };
}
