// @vitest-environment jsdom
import { PAINT_FIRST_LOADER, PAINT_FIRST_SCRIPTS_ID, SCRIPTS_PER_TASK } from './paintFirstScripts';

/** The chunks the head lists, as a page of twelve would. */
const sources = Array.from({ length: 12 }, (_, index) => `/_next/static/chunks/${index}.js`);

const addedScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => {
    if (!(script instanceof HTMLScriptElement)) throw new Error('not a script');
    return { src: script.getAttribute('src'), async: script.async };
  });

describe('PAINT_FIRST_LOADER', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = `<script id="${PAINT_FIRST_SCRIPTS_ID}" type="application/json">${JSON.stringify(sources)}</script>`;
  });
  afterEach(() => vi.useRealTimers());

  it('adds the chunks in order, as ordered scripts, a few per task, once the page is parsed', async () => {
    new Function(PAINT_FIRST_LOADER)();
    expect(addedScripts()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // No paint timing and no priority pictures here: the page's parse is all it waits for.
    await vi.advanceTimersToNextTimerAsync();
    expect(addedScripts()).toHaveLength(SCRIPTS_PER_TASK);
    await vi.runAllTimersAsync();
    expect(addedScripts()).toEqual(sources.map((src) => ({ src, async: false })));
  });

  it('adds them at the latest deadline when the page never says it is parsed, and only once', async () => {
    new Function(PAINT_FIRST_LOADER)();
    await vi.runAllTimersAsync();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.runAllTimersAsync();
    expect(addedScripts().map(({ src }) => src)).toEqual(sources);
  });
});
