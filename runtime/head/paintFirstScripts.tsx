/**
 * A page's scripts fetched and run after its first paint (docs/ARCHITECTURE.md, "The content paints
 * before the scripts run"). Next.js writes every chunk as a `defer` script in the head, which the browser
 * runs as soon as the HTML is parsed, often before the first frame reaches the screen: the page then
 * appears only after hydration. The `<Head>` of pages/_document.tsx hands Next.js's script elements to
 * paintFirstScripts, which writes the chunks' addresses as data, in Next.js's order (the lazy components'
 * chunks, then the page's), and PAINT_FIRST_LOADER, which adds them as scripts once the first paint is on
 * screen. The inline bootstrap Next.js writes before its chunks stays as it is. Server-only.
 */
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { isValidElement, type JSX } from 'react';

/** The `application/json` script element listing the page's chunks, in the order they must run. */
export const PAINT_FIRST_SCRIPTS_ID = '__PAINT_FIRST_SCRIPTS';

/** Milliseconds after the head is parsed at which the chunks start whatever has been painted. */
export const SCRIPTS_AT_THE_LATEST_MS = 3_000;

/**
 * Chunks added per task. Each insertion starts a fetch, 3.5–4.5 ms apiece in Lighthouse's traced loads:
 * twenty at once were one of the load's long tasks, five were 17–22 ms (a blocking 70–90 ms on its 4×
 * slower phone). Two keep each task short; a task per chunk would wait on the browser's 4 ms timer
 * clamp from the fifth nested timer on, the ten tasks of two chunks each for 20 ms or so in all.
 */
export const SCRIPTS_PER_TASK = 2;

/**
 * Adds each listed chunk as a script that runs in order (`async = false`, as `defer` would),
 * SCRIPTS_PER_TASK at a time, once the browser has reported the first contentful paint and decoded the
 * page's priority pictures (the hero, a list's first card), or after SCRIPTS_AT_THE_LATEST_MS whatever
 * happened (a tab opened in the background); a browser without paint timing waits for the pictures only.
 * A paint is reported when its frame is on screen, so no chunk is even fetched while the first frame is
 * on its way. Constant text: the page's script policy lists its hash.
 */
export const PAINT_FIRST_LOADER = `(()=>{let started=false;const start=()=>{if(started)return;started=true;const sources=JSON.parse(document.getElementById('${PAINT_FIRST_SCRIPTS_ID}').textContent);const next=()=>{for(const source of sources.splice(0,${SCRIPTS_PER_TASK})){const script=document.createElement('script');script.src=source;script.async=false;document.head.appendChild(script)}if(sources.length>0)setTimeout(next,0)};next()};setTimeout(start,${SCRIPTS_AT_THE_LATEST_MS});const painted=new Promise((resolve)=>{if(!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return resolve();const observer=new PerformanceObserver((entries)=>{if(entries.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();resolve()});observer.observe({type:'paint',buffered:true})});const pictures=()=>Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((image)=>image.decode().catch(()=>undefined)));document.addEventListener('DOMContentLoaded',()=>Promise.all([painted,pictures()]).then(()=>setTimeout(start,0)),{once:true})})()`;

const scriptSource = (element: JSX.Element | null): string | undefined =>
  isValidElement<{ src?: unknown }>(element) && typeof element.props.src === 'string'
    ? element.props.src
    : undefined;

/**
 * Next.js's head scripts, in its order, as the page writes them: the inline ones as they are, the chunks
 * as the list PAINT_FIRST_LOADER reads, then the loader.
 */
export function paintFirstScripts(elements: readonly (JSX.Element | null)[]): JSX.Element[] {
  const sources = elements.map(scriptSource).filter((source) => source !== undefined);
  const inline = elements.filter(
    (element): element is JSX.Element => element !== null && scriptSource(element) === undefined,
  );
  return [
    ...inline,
    <script
      key={PAINT_FIRST_SCRIPTS_ID}
      id={PAINT_FIRST_SCRIPTS_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: htmlEscapeJsonString(JSON.stringify(sources)) }}
    />,
    <script key="paint-first-loader" dangerouslySetInnerHTML={{ __html: PAINT_FIRST_LOADER }} />,
  ];
}
