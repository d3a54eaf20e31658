/**
 * Rendering isolation during server rendering. Error boundaries do not run on the server, and a Suspense
 * boundary whose fallback is the section error cannot wrap every rendering: once a page passes about
 * 12.8 kB, React 19 outlines each further completed boundary (the fallback in place, the content in a
 * hidden element that only an inline script moves in), so visitors without JavaScript, crawlers and the
 * first paint would see "Aj då" instead of the sections.
 *
 * So renderings render plainly, their content in place. Only when one throws during server rendering does
 * the document render the page again in isolation (`renderDocumentIsolatingFailures`): each rendering in a
 * Suspense boundary whose fallback is the section error, so the failing one shows it and the rest of the
 * page still answers. The document's body then carries `data-rendering-isolation`, which tells the browser
 * to hydrate the same boundaries.
 */
import { createContext, type ComponentType, type JSX } from 'react';

export const RENDERING_ISOLATION_ATTRIBUTE = 'data-rendering-isolation';

/** Whether each rendering of the page is isolated; SitePage provides it, the component factory reads it. */
export const RenderingIsolationContext = createContext(false);

/**
 * Whether this page renders each rendering isolated: on the server when the document's second pass set
 * the page prop (a prop, not a context: `_document` and the page are separate server bundles, each with
 * its own copy of this module), in the browser when the body carries the attribute.
 */
export function isRenderingIsolated(pageProp: boolean | undefined): boolean {
  return (
    pageProp === true ||
    (typeof document !== 'undefined' && document.body.hasAttribute(RENDERING_ISOLATION_ATTRIBUTE))
  );
}

/** The app the document renders in its second pass: the page props say "isolate each rendering". */
export function withRenderingIsolation<Props extends { pageProps: object }>(
  App: ComponentType<Props>,
): (props: Props) => JSX.Element {
  return function IsolatingApp(props: Props) {
    return <App {...props} pageProps={{ ...props.pageProps, renderingIsolation: true }} />;
  };
}

/**
 * The document's props: the page rendered plainly, or, when a rendering throws on the server, rendered
 * again with every rendering isolated (logged, with the path). `render` is the document's own
 * getInitialProps with an optional app enhancer; a failure outside the renderings fails both passes.
 */
export async function renderDocumentIsolatingFailures<DocumentProps>(
  render: (enhanceApp?: typeof withRenderingIsolation) => Promise<DocumentProps>,
  path: string,
): Promise<DocumentProps & { renderingIsolation: boolean }> {
  try {
    return { ...(await render()), renderingIsolation: false };
  } catch (error) {
    console.error(
      `${path}: a rendering failed on the server; rendering the page again with each rendering isolated`,
      error,
    );
    return { ...(await render(withRenderingIsolation)), renderingIsolation: true };
  }
}
