import type { EngineRun } from './engineBench';
import { count, environmentLine, markdownTable, micros, perSecond, readableDate, thousands } from './format';
import {
  TARGETS,
  engineFigures,
  lostFigure,
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

/** The Redirects section of docs/BENCHMARKS.md, below its heading. */
export function redirectsSection(result: RedirectsBenchmark): string {
  const { engine, throughput } = result;
  const target = targetRun(engine);
  const overhead = engine.timerOverhead;
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}.`,
    '',
    ...result.notes.map((note) => `**Note:** ${note}\n`),
    `Engine, in process (\`compileRedirectTable\`, then \`matchRedirect\` per lookup). Target: lookup p99 under ${TARGETS.lookupP99Us} µs with ${thousands(TARGETS.tableRules)} rules, **${engine.verdict}**${target ? ` (${micros(target.latency.p99Us)})` : ''}.`,
    '',
    engineTable(result),
    '',
    `Synthetic tables (fixed seed ${engine.seed}, the same rules every run): about 70% exact legacy paths of 2–5 segments (some in mixed case or ending in \`.aspx\`/\`.html\`, a few conditioned on \`?id=\` with several ids per path, a few chained to another rule's source), about 30% patterned (\`{id}\`, \`<word>/{slug}\`, \`{make}/{model}\`, and \`{path*}\` for one in ten) under a literal first segment; one rule in ten keeps the query string, none starts with a placeholder. ${compositionText(engine.composition)} ${count(engine.lookupsPerTable)} lookups per table, drawn at random: ${lookupMixDescription()}; one in ten in upper case or with a trailing slash, one in five with a \`utm_source\` parameter. Every lookup runs once to warm up (and to check that each hit finds a redirect and each miss none), then once timed on its own with \`process.hrtime.bigint()\`; the timer's own cost (p50 ${micros(overhead.p50Us)}) is included. The UK table's lookups are its own sources (placeholders filled in, with their query conditions) and pages of today's site, half each. Compile time is one compile, which the server pays on the first request for the site.`,
    '',
    `Throughput of the same UK content page from one build, served by two \`next start\` servers: one in the project root (UK table loaded), one in a temp folder holding a hard-linked copy of the build (its \`server\` folder, which the server writes to, copied) and of \`node_modules\`, with \`redirects/hedinautomotiveuksite.json\` set to \`{ "rules": [] }\`. Averages of ${throughput.runs.length / 2} rounds, the servers alternating (loaded, empty, loaded, empty) to spread drift over both.`,
    '',
    throughputTable(result),
    '',
    'Rounds:',
    '',
    roundsTable(result),
    '',
    `Load: autocannon, ${throughput.connections} connections, ${throughput.durationSeconds} s per round after a warm-up of both servers.`,
    '',
    'To reproduce (from the project root; it builds, starts both servers on free ports, stops them and removes its temp folder):',
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
