/**
 * The emotion cache every page's styles go through: on the server, where `_document` collects them into
 * the page's `<style>` tags, and in the browser. Emotion's default stylis prefixer writes the vendor
 * prefixes of browsers long gone (`display:-webkit-box;display:-ms-flexbox`, `-webkit-transition`,
 * `@-webkit-keyframes`, `::-moz-placeholder` copies of rules): a fifth of a page's inline CSS, sent with
 * every page's HTML. This cache adds `-webkit-` only to the properties a browser of Next.js's supported
 * set (Chrome, Edge and Firefox 111, Safari 16.4) still needs it for; class names are unchanged, since
 * emotion hashes the styles before stylis runs.
 */
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * Properties Safari 16.4 (or Chrome 111) knows only with `-webkit-`: Safari's user-select,
 * text-size-adjust, hyphens and (before 18) backdrop-filter; Chrome's print-color-adjust (before 136),
 * mask-* and background-clip: text (before 120); box-decoration-break in both.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'text-size-adjust',
  'hyphens',
  'backdrop-filter',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'background-clip',
  'box-decoration-break',
]);

/** Stylis's element type of a declaration (`color:red;`). */
const DECLARATION = 'decl';

/** Writes `-webkit-<declaration>` before a declaration of one of those properties; nothing else. */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.length < 0 || element.return || element.type !== DECLARATION) return;
  if (typeof element.props === 'string' && WEBKIT_ONLY.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** A cache for one server render, or the browser's one, as MUI's Pages Router helpers create it. */
export const createSiteEmotionCache = (): EmotionCache =>
  createEmotionCache({ key: 'mui', stylisPlugins: [webkitWhereNeeded] });
