// @vitest-environment jsdom
import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server.browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderingBoundary } from './RenderingBoundary';

/** About 8 kB of markup: two such sections pass React's 12.8 kB progressive chunk size. */
const LONG_TEXT = 'Vinterdäck monteras på alla bilar i lager före leverans. '.repeat(140);

function Section({ uid, log }: { uid: string; log: string[] }) {
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    log.push(`hydrated ${uid}`);
  }, [uid, log]);
  return (
    <section>
      <p>{LONG_TEXT}</p>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? `Öppnad ${uid}` : `Öppna ${uid}`}
      </button>
    </section>
  );
}

function Page({ log, onHydrated }: { log: string[]; onHydrated?: () => void }) {
  useLayoutEffect(() => {
    log.push('hydrated page');
    onHydrated?.();
  }, [log, onHydrated]);
  return (
    <main>
      {['a', 'b', 'c'].map((uid) => (
        <RenderingBoundary key={uid} rendering={{ uid, componentName: 'Section' }} isolated={false}>
          <Section uid={uid} log={log} />
        </RenderingBoundary>
      ))}
    </main>
  );
}

async function serverHtml(): Promise<string> {
  const stream = await renderToReadableStream(<Page log={[]} />);
  await stream.allReady;
  return new Response(stream).text();
}

const reactTestGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactTestGlobals.IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  reactTestGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  reactTestGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  document.body.innerHTML = '';
});

describe('RenderingBoundary', () => {
  it('keeps every rendering in place in the server HTML, however long the page', async () => {
    const html = await serverHtml();
    expect(html.length).toBeGreaterThan(3 * 8_000);
    expect(html.match(/<!--&-->/g)).toHaveLength(3);
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain('$RC');
    expect(html.indexOf('Öppna c')).toBeLessThan(html.indexOf('</main>'));
  });

  it('hydrates the page first and each rendering after it, in work of its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const log: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Page log={log} />);
    });
    expect(log).toEqual(['hydrated page', 'hydrated a', 'hydrated b', 'hydrated c']);
  });

  it('does not lose a click made before its rendering has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const log: string[] = [];
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Öppna c');
    reactTestGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    // Hydration without act(), on React's own scheduler: the click comes right after the page's commit,
    // before React turns to the renderings.
    const clickOnceThePageHydrated = () =>
      queueMicrotask(() => {
        log.push('click');
        button?.click();
      });
    hydrateRoot(container, <Page log={log} onHydrated={clickOnceThePageHydrated} />);
    await vi.waitFor(() => expect(container.textContent).toContain('Öppnad c'));
    expect(log.slice(0, 3)).toEqual(['hydrated page', 'click', 'hydrated c']);
  });
});
