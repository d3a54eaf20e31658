import { describe, expect, it } from 'vitest';
import { styleAttribute } from './styleAttribute';

describe('styleAttribute', () => {
  it('writes each property in CSS case, separated by semicolons', () => {
    expect(styleAttribute({ objectFit: 'cover', width: 'auto' })).toBe('object-fit:cover;width:auto');
  });

  it('gives numbers pixels, except zero and unitless properties', () => {
    expect(styleAttribute({ height: 32, margin: 0, opacity: 0.5, zIndex: 2, lineHeight: 1.5 })).toBe(
      'height:32px;margin:0;opacity:0.5;z-index:2;line-height:1.5',
    );
  });

  it('writes vendor prefixes and custom properties as CSS knows them', () => {
    expect(styleAttribute({ WebkitLineClamp: 2, msTransform: 'none', ['--logo-height' as string]: 24 })).toBe(
      '-webkit-line-clamp:2;-ms-transform:none;--logo-height:24',
    );
  });

  it('leaves out unset and empty values', () => {
    expect(styleAttribute({ height: undefined, width: '', objectFit: 'contain' })).toBe('object-fit:contain');
    expect(styleAttribute({})).toBe('');
  });
});
