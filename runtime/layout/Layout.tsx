/**
 * The page frame: the three root placeholders of every route (spec 000 §2 "Page layout"), header, main
 * and footer, under the names the market's site configuration gives them (rootPlaceholders.ts).
 */
import { useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import dynamic from 'next/dynamic';
import type { MouseEvent } from 'react';
import type { Route } from '../../schemas/generated/layout';
import { useSite } from '../site/SiteContext';
import { classNames } from '../theme/css/classNames';
import frame from './frame.module.css';
import { rootPlaceholderNames, unrenderedRootPlaceholders } from './rootPlaceholders';
import { SitePlaceholder } from './SitePlaceholder';
import { UnrenderedPlaceholderNotice } from './UnrenderedPlaceholderNotice';

// The button renders nothing until the visitor scrolls, never on the server: its code need not be part of
// the scripts hydration waits for.
const ScrollToTop = dynamic(() => import('./ScrollToTop').then((module) => module.ScrollToTop), {
  ssr: false,
});

/** In editing mode a click on a link must not navigate away from the editor. */
function suppressLinkClicks(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

export function Layout() {
  const { sitecoreContext } = useSitecoreContext();
  const site = useSite();
  const route = sitecoreContext.route as Route | undefined;
  if (!route) return null;
  const editing = sitecoreContext.pageEditing === true;
  const names = rootPlaceholderNames(site);
  const { header, main, footer } = site.layout.rootPlaceholders;
  const placeholder = (name: string) => <SitePlaceholder name={name} rendering={route} />;
  return (
    <div
      className={classNames(frame.page, editing && frame.editing)}
      onClickCapture={editing ? suppressLinkClicks : undefined}
      data-page-editing={editing || undefined}
    >
      <div id="header">{placeholder(header)}</div>
      <main id="main" className={frame.main}>
        <UnrenderedPlaceholderNotice unrendered={unrenderedRootPlaceholders(route, names)} rendered={names} />
        {placeholder(main)}
      </main>
      <div id="footer">{placeholder(footer)}</div>
      {/* Visitors only: in the page editor a floating button would sit over the editing chrome. */}
      {editing ? null : <ScrollToTop />}
    </div>
  );
}
