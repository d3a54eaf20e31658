import { describe, expect, it } from 'vitest';
import { fontFaceRules, fontFileUrl, preloadedFontUrls } from './fontFaces';
import { siteFontFamily } from './fonts';

describe('market fonts', () => {
  it('declares each subset with its unicode range, so a page loads Latin Extended only for its letters', () => {
    const rules = fontFaceRules('figtree', 'sv-SE');
    const faces = rules.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    expect(faces[0]).toContain(`src:url(${fontFileUrl('figtree', 'latin')}) format('woff2')`);
    expect(faces[0]).toMatch(/unicode-range:U\+0000-00FF,/);
    expect(faces[1]).toContain(`src:url(${fontFileUrl('figtree', 'latin-ext')}) format('woff2')`);
    expect(faces[1]).toMatch(/unicode-range:U\+0100-02BA,/);
    expect(faces[0]).toContain('font-display:swap');
    expect(faces[2]).toBe(
      `@font-face{font-family:'Figtree Fallback';src:local(Arial),local("Liberation Sans"),local(Arimo);ascent-override:95%;descent-override:25%;line-gap-override:0%;size-adjust:100%}`,
    );
  });

  it('swaps Latin Extended in only where the language writes it; elsewhere a late file lays nothing out again', () => {
    const extFace = (language: string) =>
      fontFaceRules('inter', language).match(/@font-face\{[^}]*U\+0100[^}]*\}/)?.[0];
    expect(extFace('sv-SE')).toContain('font-display:optional');
    expect(extFace('en-GB')).toContain('font-display:optional');
    expect(extFace('sk-SK')).toContain('font-display:swap');
    expect(extFace('sk')).toContain('font-display:swap');
  });

  it('sets text in the font, then its metric-matched fallback, then system fonts', () => {
    expect(siteFontFamily('inter')).toBe("'Inter', 'Inter Fallback', 'Helvetica Neue', Arial, sans-serif");
  });

  it('preloads Latin-1 for every language and Latin Extended where the language writes it', () => {
    expect(preloadedFontUrls('montserrat', 'sv-SE')).toEqual([fontFileUrl('montserrat', 'latin')]);
    expect(preloadedFontUrls('montserrat', 'en')).toEqual([fontFileUrl('montserrat', 'latin')]);
    expect(preloadedFontUrls('montserrat', 'sk-SK')).toEqual([
      fontFileUrl('montserrat', 'latin'),
      fontFileUrl('montserrat', 'latin-ext'),
    ]);
  });
});
