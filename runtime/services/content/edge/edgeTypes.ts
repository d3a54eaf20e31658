/** The raw shapes Experience Edge answers the queries of `edgeQueries.ts` with, before `reshape.ts`. */
import type { Language } from '../contract';

export interface EdgeHomePathData {
  layout: { item: { homeItemPath: string | null } | null } | null;
}

export interface EdgeRouteLanguagesData {
  layout: { item: { languages: { language: Language | null }[] } | null } | null;
}

export interface EdgeFieldValue {
  value: string | null;
}

export interface EdgeNavigationItem {
  name: string;
  url: { path: string } | null;
  navigationTitle: EdgeFieldValue | null;
  hideInNavigation: EdgeFieldValue | null;
  isNavigableInMenuWhenItHasChildren: EdgeFieldValue | null;
  /** Empty object when the field exists but is not a link field. */
  externalLink: { url?: string | null; linktype?: string | null } | null;
  /** Empty object when the field exists but is not an image field. */
  navigationImage?: { src?: string | null; alt?: string | null } | null;
  children?: { results: EdgeNavigationItem[] } | null;
}

export interface EdgeNavigationData {
  layout: { item: { children?: { results: EdgeNavigationItem[] } | null } | null } | null;
}

export interface EdgeStoryTagItems {
  /** Absent when the field exists but is not a multilist. */
  targetItems?: { id: string; key: EdgeFieldValue | null; value: EdgeFieldValue | null }[] | null;
}

export interface EdgeStoriesIndexData {
  layout: { item: { id: string; storyTags: EdgeStoryTagItems | null } | null } | null;
}

export interface EdgeStoryItem {
  id: string;
  name: string;
  displayName?: string | null;
  url: { path: string } | null;
  title: EdgeFieldValue | null;
  preamble: EdgeFieldValue | null;
  date: EdgeFieldValue | null;
  /** Empty object when the field exists but is not an image field. */
  image: { src?: string | null; alt?: string | null } | null;
  tags: EdgeFieldValue | null;
}

export interface EdgeStoriesSearchData {
  search: {
    pageInfo: { endCursor: string | null; hasNext: boolean };
    results: EdgeStoryItem[];
  } | null;
}

export interface EdgeStoryExtrasData {
  layout: {
    item: {
      id: string;
      template: { id: string } | null;
      date: EdgeFieldValue | null;
      author: EdgeFieldValue | null;
      tags: EdgeFieldValue | null;
      parent: { id: string; url: { path: string } | null; storyTags: EdgeStoryTagItems | null } | null;
    } | null;
  } | null;
}

/** An Edge search predicate (`ItemSearchPredicateInput`). */
export interface EdgeSearchPredicate {
  name?: string;
  value?: string;
  operator?: 'EQ' | 'NEQ' | 'CONTAINS' | 'NCONTAINS';
  AND?: EdgeSearchPredicate[];
  OR?: EdgeSearchPredicate[];
}

export interface EdgeSiteRootData {
  layout: { item: { parent: { id: string } | null } | null } | null;
}

export interface EdgeCurrentLanguageData {
  layout: { item: { language: { name: string } | null } | null } | null;
}

export interface EdgeWildcardPagesData {
  search: { results: { url: { url: string | null } | null }[] } | null;
}
