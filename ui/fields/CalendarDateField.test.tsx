// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chromeOf, editableDate } from '../../tests/fixtures/editableMarkup';
import { testSite } from '../../tests/fixtures/testSite';
import { renderInSitecoreContext } from '../../tests/render/renderInSitecoreContext';
import { CalendarDateField } from './CalendarDateField';

const timeOf = (container: HTMLElement) => container.querySelector('time');

describe('CalendarDateField for visitors', () => {
  it("shows the calendar date in the market's locale in a <time> naming the value", () => {
    const { container } = renderInSitecoreContext(<CalendarDateField field={{ value: '2026-10-03' }} />);
    expect(timeOf(container)?.outerHTML).toBe('<time datetime="2026-10-03">3 oktober 2026</time>');
  });

  it('keeps the day a timestamp is written with, late in the evening too', () => {
    const { container } = renderInSitecoreContext(
      <CalendarDateField field={{ value: '2026-10-03T23:30:00' }} />,
      {
        site: testSite({ locale: 'en-GB' }),
      },
    );
    expect(timeOf(container)?.textContent).toBe('3 October 2026');
    expect(timeOf(container)?.getAttribute('datetime')).toBe('2026-10-03T23:30:00');
  });
});

describe('CalendarDateField in the page editor', () => {
  it("renders the field's chrome, Sitecore's own date in it, inside the <time>", () => {
    const field = editableDate('story-date', '2026-10-03T00:00:00Z', '03.10.2026');
    const { container } = renderInSitecoreContext(<CalendarDateField field={field} />, { editing: true });
    const time = timeOf(container);
    expect(time?.getAttribute('datetime')).toBe('2026-10-03T00:00:00Z');
    expect(time && chromeOf(time, 'story-date')).not.toBeNull();
    expect(time?.querySelector('.scWebEditInput')?.textContent).toBe('03.10.2026');
  });
});
