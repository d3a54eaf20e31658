/**
 * The car page's back button (spec 001 §2): the browser's back when the visitor came from a page of
 * this site (so the car list keeps its filters and scroll position), else a link to the car list. It
 * is a link in the server HTML, so it works before and without JavaScript.
 */
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { Icon } from '../../runtime';
import { useCarDetailText } from './carDetailTexts';

/**
 * Whether going back stays on this site: the document was loaded for another URL of the site (the
 * visitor came here by client-side navigation), or from a same-origin referrer.
 */
function cameFromThisSite(): boolean {
  if (window.history.length < 2) return false;
  const withoutHash = (url: string) => url.split('#', 1)[0];
  const [load] = performance.getEntriesByType('navigation');
  if (load && withoutHash(load.name) !== withoutHash(window.location.href)) return true;
  return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
}

export function BackButton({ listHref }: { listHref: string }) {
  const router = useRouter();
  const text = useCarDetailText();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!cameFromThisSite()) return;
    event.preventDefault();
    router.back();
  };
  return (
    <Button
      href={listHref}
      LinkComponent={NextLink}
      onClick={goBack}
      startIcon={<Icon name="ChevronLeft" />}
      sx={{ px: 1, fontWeight: 600 }}
    >
      {text('carDetailBack')}
    </Button>
  );
}
