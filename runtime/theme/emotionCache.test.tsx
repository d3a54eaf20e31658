// @vitest-environment node
import { CacheProvider, keyframes } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSiteEmotionCache } from './emotionCache';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The CSS a server render of `sx` puts in the page's `<style>` tags. */
function cssOf(sx: Parameters<typeof Box>[0]['sx']): string {
  const cache = createSiteEmotionCache();
  const { extractCritical } = createEmotionServer(cache);
  return extractCritical(
    renderToString(
      <CacheProvider value={cache}>
        <Box sx={sx} />
      </CacheProvider>,
    ),
  ).css;
}

describe('the site’s emotion cache', () => {
  it('writes no prefixes the supported browsers do not need', () => {
    const css = cssOf({
      display: 'flex',
      alignItems: 'center',
      transition: 'opacity 200ms',
      transform: 'scale(1.1)',
      position: 'sticky',
      appearance: 'none',
      animation: `${fadeIn} 1s`,
      '&::placeholder': { color: 'gray' },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('transition:opacity 200ms;');
    expect(css).toContain('@keyframes');
    expect(css).toContain('::placeholder{color:gray;}');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it('keeps -webkit- where Safari or Chrome still need it', () => {
    const css = cssOf({
      userSelect: 'none',
      backdropFilter: 'blur(4px)',
      WebkitTapHighlightColor: 'transparent',
    });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-tap-highlight-color:transparent;');
  });
});
