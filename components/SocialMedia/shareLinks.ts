import type { IconName } from '../../runtime';

export type Network = Extract<IconName, 'LinkedIn' | 'Facebook' | 'WhatsApp' | 'X'>;

/**
 * Each network's share page for a URL (their documented share links, no SDKs): LinkedIn and Facebook read
 * title and picture from the page's Open Graph tags; WhatsApp and X take a prefilled text.
 */
export function shareLinks(url: string, title: string): { network: Network; href: string }[] {
  const encodedUrl = encodeURIComponent(url);
  const message = encodeURIComponent(title ? `${title} ${url}` : url);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${message}` },
    {
      network: 'X',
      href: `https://x.com/intent/tweet?url=${encodedUrl}${title ? `&text=${encodeURIComponent(title)}` : ''}`,
    },
  ];
}
