/**
 * What a rendering's loader may decide about the page's HTTP answer besides its own data: a car page
 * whose car does not exist answers 404 with its not-found view, an id-only car URL answers 302 to the
 * full one, a car page whose search failed answers 503 with its error state, and the car names the
 * page's title, description, image and structured data. The page applies the decisions after every
 * loader ran (a server-rendered page all of them, a statically generated one as far as Next.js lets it:
 * see siteStaticGeneration.ts). The first decision of each kind wins; head patches merge. Server-only.
 */
import type { HeadPatch } from '../head/buildHeadTags';

/** 404: what the path names does not exist (a not-found view renders); 503: it cannot be shown now. */
export type PageStatus = 404 | 503;
/** Temporary: the target of an id-only or outdated car URL may move again (a new slug). */
export type PageRedirectStatus = 302;

export interface PageRedirect {
  /** A path on the same site (`/kopa-bil/bil/123/volvo-v90`), never another origin. */
  location: string;
  status: PageRedirectStatus;
}

export interface PageAnswer {
  /** Answer with this status instead of 200; the page still renders (a not-found or error view). */
  status(code: PageStatus): void;
  /** Answer with a redirect instead of the page. */
  redirect(location: string, status: PageRedirectStatus): void;
  /** Name the page's title, description, image or structured data. */
  head(patch: HeadPatch): void;
}

export interface PageAnswerState {
  status: 200 | PageStatus;
  redirect?: PageRedirect;
  head: HeadPatch;
}

/** Only a path of this site: `//host` and `/\host` would leave it (browsers read both as another origin). */
const LOCAL_PATH = /^\/(?![/\\])/;

export function recordPageAnswer(): { answer: PageAnswer; state(): PageAnswerState } {
  let status: PageAnswerState['status'] = 200;
  let redirect: PageRedirect | undefined;
  let head: HeadPatch = {};
  return {
    answer: {
      status(code) {
        if (status === 200) status = code;
      },
      redirect(location, redirectStatus) {
        if (!LOCAL_PATH.test(location)) throw new Error(`Not a path of this site: ${location}`);
        redirect ??= { location, status: redirectStatus };
      },
      head(patch) {
        head = { ...head, ...patch };
      },
    },
    state: () => ({ status, ...(redirect ? { redirect } : {}), head }),
  };
}
