// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import { renderInSitecoreContext } from '../../tests/render/renderInSitecoreContext';
import { TextOrDefault } from './TextOrDefault';

describe('TextOrDefault', () => {
  it("shows the field's text, or the default when the field is empty, blank or missing", () => {
    const shown = (field: Parameters<typeof TextOrDefault>[0]['field']) =>
      renderInSitecoreContext(
        <h2>
          <TextOrDefault field={field} fallback="Dela sidan" />
        </h2>,
      ).container.innerHTML;
    expect(shown({ value: 'Tipsa en vän' })).toBe('<h2>Tipsa en vän</h2>');
    expect(shown({ value: '' })).toBe('<h2>Dela sidan</h2>');
    expect(shown({ value: '   ' })).toBe('<h2>Dela sidan</h2>');
    expect(shown(undefined)).toBe('<h2>Dela sidan</h2>');
  });

  it('gives editors the field, even empty, so they can fill it', () => {
    const { container } = renderInSitecoreContext(
      <h2>
        <TextOrDefault field={editableText('share-title', '')} fallback="Dela sidan" />
      </h2>,
      { editing: true },
    );
    expect(chromeOf(container, 'share-title')).not.toBeNull();
    expect(container.textContent).not.toContain('Dela sidan');
  });
});
