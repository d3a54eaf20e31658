import { environmentLine, kB, markdownTable, perSecond, ratio, readableDate, withoutPort } from './format';
import { hasNoModuleScripts, type PagesBenchmark } from './result';

function figuresTable(result: PagesBenchmark): string {
  const { contentPage, barePage, load } = result;
  const page = `\`${withoutPort(contentPage.url)}\``;
  const latency = (p50: number, p99: number): string => `p50 ${p50} ms, p99 ${p99} ms`;
  const rows = [
    [
      '`npm run build` from an empty `.next` (wall clock)',
      result.buildSeconds === null
        ? 'not measured (run used `--skip-build`)'
        : `${result.buildSeconds.toFixed(1)} s`,
    ],
    [
      `JavaScript loaded by ${page}`,
      `${contentPage.scripts.length} scripts, ${kB(contentPage.totalGzipBytes)} kB gzip (${kB(contentPage.totalBytes)} kB raw)`,
    ],
    ...(hasNoModuleScripts(contentPage)
      ? [
          [
            'the same without `nomodule` scripts (what current browsers load)',
            `${kB(contentPage.modernGzipBytes)} kB gzip`,
          ],
        ]
      : []),
    [
      'JavaScript of the bare Next.js page, for reference',
      `${barePage.scripts.length} scripts, ${kB(barePage.totalGzipBytes)} kB gzip`,
    ],
    [
      `Requests per second, ${page}`,
      `${perSecond(load.ours.requestsPerSecond)} (${latency(load.ours.latencyP50Ms, load.ours.latencyP99Ms)})`,
    ],
    [
      'Requests per second, bare Next.js page',
      `${perSecond(load.bare.requestsPerSecond)} (${latency(load.bare.latencyP50Ms, load.bare.latencyP99Ms)})`,
    ],
    ['Ratio ours/bare (requests per second)', ratio(load.ratio)],
  ];
  return markdownTable(['Figure', 'Value'], rows);
}

function scriptsTable(result: PagesBenchmark): string {
  const rows = result.contentPage.scripts.map((script) => [
    `\`${script.src}\`${script.noModule ? ' (nomodule)' : ''}`,
    kB(script.bytes),
    kB(script.gzipBytes),
  ]);
  return markdownTable(['Script', 'Raw kB', 'Gzip kB'], rows);
}

/** The Pages section of docs/BENCHMARKS.md, below its heading. */
export function pagesSection(result: PagesBenchmark): string {
  const { load } = result;
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}.`,
    '',
    figuresTable(result),
    '',
    `Load: autocannon, ${load.connections} connections, ${load.durationSeconds} s per page after a warm-up, one page after the other in the same run. The bare page is a one-page Next.js app (\`getStaticProps\` with \`revalidate: 60\`, a heading and a paragraph) built with ${result.bareApp.bundler} on a ${result.bareApp.nodeModules} of this project's node_modules. Our page also passes through the site proxy (host → market rewrite). Sizes: 1 kB = 1000 bytes, gzip at zlib's default level.`,
    '',
    'Scripts of the content page:',
    '',
    scriptsTable(result),
    '',
    'To reproduce (from the project root; it builds, starts both servers on free ports, stops them and removes its temp folder):',
    '',
    '```sh',
    'npm run bench:pages                                # fresh build, 15 s of load per page',
    'npm run bench:pages -- --skip-build --duration 10  # reuse .next, shorter load runs',
    '```',
    '',
    'On a shared 2-core machine runs minutes apart can differ by tens of percent: autocannon and the server share the two cores and other work takes CPU time (the bare page, cheap per request, swings most). Repeat a run before trusting a change; the ratio cancels out a machine that is slow all along, not noise within a run.',
    '',
  ].join('\n');
}
