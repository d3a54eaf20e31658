import { describe, expect, it } from 'vitest';
import { isSameOriginHref } from './isSameOriginHref';

describe('isSameOriginHref (which Apply links the quote shows)', () => {
  it.each(['#car-contact', '/buy-car/apply?car=3178000004', 'apply', '?step=2'])(
    'follows %j, a place on this site',
    (href) => expect(isSameOriginHref(href)).toBe(true),
  );

  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example/apply',
    'https://evil.example/apply',
    'http://evil.example',
    'javascript:alert(1)',
    ' java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://',
  ])('refuses %j, which leaves the site', (href) => expect(isSameOriginHref(href)).toBe(false));
});
