import type { EngineRun } from './engineBench';
import {
  count,
  environmentLine,
  loadAverageFigure,
  markdownTable,
  micros,
  millis,
  perSecond,
  readableDate,
  thousands,
} from './format';
import {
  TARGETS,
  engineFigures,
  freshStartHeader,
  freshStartRows,
  lostFigure,
  signedMillis,
  targetRun,
  type AveragedLoad,
  type EngineBenchmark,
  type RedirectsBenchmark,
} from './redirectsResult';
import { lookupMixDescription } from './syntheticRedirects';

function engineRow(label: string, run: EngineRun): string[] {
  return [label, ...engineFigures(run)];
}

function engineTable(result: RedirectsBenchmark): string {
  const { engine } = result;
  const rows = engine.synthetic.map((run) => engineRow(`synthetic, ${thousands(run.rules)} rules`, run));
  if (engine.ukTable) rows.push(engineRow(`\`${result.ukTableFile}\``, engine.ukTable));
  return markdownTable(['Table', 'Rules', 'Compile', 'Lookup p50', 'Lookup p99', 'Lookup p99.9'], rows);
}

function loadFigure(load: AveragedLoad): string {
  return `${perSecond(load.requestsPerSecond)} (p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms)`;
}

function sanityFigure(result: RedirectsBenchmark): string[] {
  const check = result.sanityCheck;
  if (check.skipped) return ['Redirect through the server (sanity check)', `skipped: ${check.reason}`];
  const outcome = check.ok ? 'as expected' : `expected \`${check.expectedLocation}\``;
  return [
    `Redirect through the server: \`${check.url}\``,
    `${check.status} → \`${check.location ?? 'no Location'}\` (${outcome}; empty table: ${check.emptyTableStatus})`,
  ];
}

function throughputTable(result: RedirectsBenchmark): string {
  const { throughput } = result;
  const page = `\`${throughput.page}\``;
  const rows = [
    [
      `Requests per second, ${page}, UK table loaded (${count(throughput.ukRules)} rules)`,
      loadFigure(throughput.loaded),
    ],
    [`Requests per second, ${page}, empty table`, loadFigure(throughput.empty)],
    [
      `Throughput lost with the table (target < ${TARGETS.throughputLossPercent} %)`,
      `${lostFigure(throughput.lostPercent)}, ${throughput.verdict}`,
    ],
    sanityFigure(result),
  ];
  return markdownTable(['Figure', 'Value'], rows);
}

function roundsTable(result: RedirectsBenchmark): string {
  const rows = result.throughput.runs.map((run) => [
    String(run.round),
    run.side === 'loaded' ? 'UK table loaded' : 'empty table',
    perSecond(run.load.requestsPerSecond),
    String(run.load.latencyP50Ms),
    String(run.load.latencyP99Ms),
    count(run.load.requests),
  ]);
  return markdownTable(['Round', 'Server', 'Req/s', 'p50 ms', 'p99 ms', 'Requests'], rows, [
    'right',
    'left',
    'right',
    'right',
    'right',
    'right',
  ]);
}

function compositionText(composition: EngineBenchmark['composition']): string {
  return `With ${count(composition.rules)} rules: ${count(composition.exact)} exact (${count(composition.query)} of them with \`?id=\`, ${count(composition.chained)} chained), ${count(composition.patterned)} patterned under ${count(composition.firstSegments)} first segments.`;
}

function firstRequestText(result: RedirectsBenchmark): string[] {
  const { firstRequest, engine } = result;
  const { large, difference } = firstRequest;
  const rules = thousands(large.ukRules);
  const compile = targetRun(engine);
  return [
    `First request to a site with a ${rules}-rule table. Two more hard-linked copies of the same build: one whose \`redirects/hedinautomotiveuksite.json\` holds the synthetic ${rules}-rule table above (seed ${firstRequest.seed}), one with the empty table (the throughput bench's empty-table server, started here first). Each is started fresh with \`next start\`, one after the other and after the server with the UK table (so the disk cache of the build and the packages is warm for both), and timed from the spawn: until a public file (the site's favicon) answers, which runs none of the project's code, so it is the start-up itself, including \`instrumentation.ts\` (validation of every site and table, then \`compileRedirectTables\`); then \`/healthz\`, which reports the project's validation (\`projectConfigErrors\`): where its API route does not share the result of the start-up's validation, its first call validates every site and table again, and the table shows in its difference; then the very first request to the legacy URL \`${firstRequest.legacyUrl}\` (a path-only rule, answered by the page's \`getStaticProps\` and then ISR-cached; it must answer 308 to \`${firstRequest.expectedLocation}\`, as the engine computes, and does not redirect with the empty table, which renders the 404 page instead) and to the content page \`${firstRequest.pageUrl}\` (prerendered, so it never looks at the table); then both ${firstRequest.warmRepeats} more times, warm.`,
    '',
    markdownTable(
      freshStartHeader(firstRequest),
      freshStartRows(firstRequest, (text) => `\`${text}\``),
    ),
    '',
    `**The issue's figure:** the first request costs ${signedMillis(difference.firstLegacyMs)} (legacy URL) and ${signedMillis(difference.firstPageMs)} (content page) with ${rules} rules against an empty table, where compiling the table on the request path would add about ${compile ? millis(compile.compileMs) : 'its compile time'} (the engine's compile above); the table is paid at start instead: ${signedMillis(difference.readyMs)} until the server answers, ${signedMillis(difference.healthzAnsweredMs)} until \`/healthz\` does. The legacy URL's difference compares a 308 with a 404 page, not the same work; one fresh start per table on a shared machine, so differences of a few hundred milliseconds are noise.`,
    '',
  ];
}

/** The Redirects section of docs/BENCHMARKS.md, below its heading. */
export function redirectsSection(result: RedirectsBenchmark): string {
  const { engine, throughput } = result;
  const target = targetRun(engine);
  const overhead = engine.timerOverhead;
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}; ${loadAverageFigure(result.loadAverage)}.`,
    '',
    ...result.notes.map((note) => `**Note:** ${note}\n`),
    `Engine, in process (\`compileRedirectTable\`, then \`matchRedirect\` per lookup). Target: lookup p99 under ${TARGETS.lookupP99Us} µs with ${thousands(TARGETS.tableRules)} rules, **${engine.verdict}**${target ? ` (${micros(target.latency.p99Us)})` : ''}.`,
    '',
    engineTable(result),
    '',
    `Synthetic tables (fixed seed ${engine.seed}, the same rules every run): about 70% exact legacy paths of 2–5 segments (some in mixed case or ending in \`.aspx\`/\`.html\`, a few conditioned on \`?id=\` with several ids per path, a few chained to another rule's source), about 30% patterned (\`{id}\`, \`<word>/{slug}\`, \`{make}/{model}\`, and \`{path*}\` for one in ten) under a literal first segment; one rule in ten keeps the query string, none starts with a placeholder. ${compositionText(engine.composition)} ${count(engine.lookupsPerTable)} lookups per table, drawn at random: ${lookupMixDescription()}; one in ten in upper case or with a trailing slash, one in five with a \`utm_source\` parameter. Every lookup runs once to warm up (and to check that each hit finds a redirect and each miss none), then once timed on its own with \`process.hrtime.bigint()\`; the timer's own cost (p50 ${micros(overhead.p50Us)}) is included. The UK table's lookups are its own sources (placeholders filled in, with their query conditions) and pages of today's site, half each. Compile time is one compile, which the server pays when it starts (\`instrumentation.ts\`; see the first request below).`,
    '',
    `Throughput of the same UK content page from one build, served by two \`next start\` servers: one in the project root (UK table loaded), one in a temp folder holding a hard-linked copy of the build (its \`server\` folder, which the server writes to, copied), of \`node_modules\` and of the folders the server reads (\`public\`, \`sites\`, \`data\`, and \`runtime\` and \`schemas\`, which \`next.config.ts\` imports), with \`redirects/hedinautomotiveuksite.json\` set to \`{ "rules": [] }\`. Averages of ${throughput.runs.length / 2} rounds, the servers alternating (loaded, empty, loaded, empty) to spread drift over both.`,
    '',
    throughputTable(result),
    '',
    'Rounds:',
    '',
    roundsTable(result),
    '',
    `Load: autocannon, ${throughput.connections} connections, ${throughput.durationSeconds} s per round after a warm-up of both servers.`,
    '',
    ...firstRequestText(result),
    'To reproduce (from the project root; it builds, starts its four servers on free ports, stops them and removes its temp folder):',
    '',
    '```sh',
    'npm run bench:redirects                                # build, 15 s of load per round',
    'npm run bench:redirects -- --skip-build --duration 10  # reuse .next, shorter load runs',
    '```',
    '',
    `The throughput target (${TARGETS.throughputLossPercent} %) is below the noise of this shared 2-core machine, where autocannon and the server share the cores: the same server measured twice in one run can differ by more than ${TARGETS.throughputLossPercent} % (compare the rounds), so one FAIL or PASS proves little; repeat the run. The engine figures are steadier but still move with the machine's load; the p99.9 mostly shows garbage collection pauses.`,
    '',
  ].join('\n');
}
