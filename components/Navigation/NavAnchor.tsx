import NextLink from 'next/link';
import type { MouseEventHandler, ReactNode } from 'react';
import { Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import type { NavigationLink } from './navigationModel';

interface NavAnchorProps {
  href: string;
  /** Another site: opened in a new tab, never through the client router. */
  external?: boolean;
  /** The link is the page being shown. */
  current?: boolean;
  /** The link's item or one below it is the page being shown. */
  selected?: boolean;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export function NavAnchor({
  href,
  external = false,
  current = false,
  selected = false,
  children,
  className,
  onClick,
}: NavAnchorProps) {
  if (external)
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-selected={selected || undefined}
        className={className}
        onClick={onClick}
      >
        {children}
        <Icon name="ExternalLink" size={14} />
      </a>
    );
  return (
    <NextLink
      href={href}
      aria-current={current ? 'page' : undefined}
      data-selected={selected || undefined}
      className={className}
      onClick={onClick}
    >
      {children}
    </NextLink>
  );
}

/** Public href of a navigation item in the page's language. */
export function useItemHref(): (item: Pick<NavigationLink, 'path' | 'externalHref'>) => string {
  const site = useSite();
  const language = usePageLanguage();
  return (item) => item.externalHref ?? localisedPath(site, language, item.path);
}
