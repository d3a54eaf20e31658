/**
 * Test double for `next/font/local`, which only exists inside Next.js's compiler (it turns each call
 * into a CSS module at build time). Names the family after the font file so tests can tell fonts apart.
 */
interface LocalFontOptions {
  src: string | { path: string }[];
  fallback?: string[];
}

export default function localFont(options: LocalFontOptions): {
  className: string;
  style: { fontFamily: string };
} {
  const file = typeof options.src === 'string' ? options.src : (options.src[0]?.path ?? 'font');
  const family = (file.split('/').pop() ?? 'font').split('-')[0] ?? 'font';
  return {
    className: `font-${family}`,
    style: { fontFamily: [`'${family}'`, ...(options.fallback ?? [])].join(', ') },
  };
}
