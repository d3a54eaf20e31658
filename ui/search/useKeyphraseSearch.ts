/**
 * The site search boxes (hero, carousel, mobile menu) all send the visitor to the search page with
 * `?keyphrase=<text>`; an empty or blank text does nothing.
 */
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';

/** The search page with the visitor's text: `<searchUrl>?keyphrase=<text>`. */
export function searchHref(searchUrl: string, keyphrase: string): string {
  const separator = searchUrl.includes('?') ? '&' : '?';
  return `${searchUrl}${separator}keyphrase=${encodeURIComponent(keyphrase)}`;
}

/** State and submit handler of a search form; `onSearch` runs with the trimmed text before navigating. */
export function useKeyphraseSearch(searchUrl: string, onSearch?: (term: string) => void) {
  const router = useRouter();
  const [keyphrase, setKeyphrase] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = keyphrase.trim();
    if (!term) return;
    onSearch?.(term);
    void router.push(searchHref(searchUrl, term));
  };
  return { keyphrase, setKeyphrase, submit };
}
