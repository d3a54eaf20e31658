import { describe, expect, it } from 'vitest';
import { decodeCharacterReferences } from './characterReferences';

describe('decodeCharacterReferences', () => {
  it('decodes numeric references, beyond U+FFFF too, and the named ones React writes', () => {
    expect(
      decodeCharacterReferences('Bilägande &#x2013; garanti &#8211; &#x1F697; &amp; &lt;b&gt; &quot;x&#x27;'),
    ).toBe('Bilägande – garanti – 🚗 & <b> "x\'');
  });

  it('leaves what is not a reference, or names no character, as it is', () => {
    expect(decodeCharacterReferences('a & b &nbsp; &#x110000; &#xZZ;')).toBe(
      'a & b &nbsp; &#x110000; &#xZZ;',
    );
  });
});
