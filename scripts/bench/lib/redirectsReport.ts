import type { EngineRun } from './engineBench';
import type { LoadResult } from './load';
import {
  count,
  environmentLine,
  loadAverageFigure,
  indent,
  micros,
  millis,
  perSecond,
  readableDate,
  renderTable,
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
  type RedirectsBenchmark,
} from './redirectsResult';
import { lookupMixDescription } from './syntheticRedirects';

function engineRow(label: string, run: EngineRun): string[] {
  return [label, ...engineFigures(run), micros(run.latency.maxUs), count(run.hits), String(run.mismatches)];
}

function engineTable(result: RedirectsBenchmark): string {
  const { engine } = result;
  const rows = engine.synthetic.map((run) => engineRow(`synthetic ${thousands(run.rules)}`, run));
  if (engine.ukTable) rows.push(engineRow(result.ukTableFile, engine.ukTable));
  return renderTable(['table', 'rules', 'compile', 'p50', 'p99', 'p99.9', 'max', 'hits', 'mismatches'], rows);
}

/** p50/p99 per lookup kind of the target table: where the time goes. */
function kindTable(run: EngineRun): string {
  const rows = run.byKind.map((kind) => [
    kind.kind,
    count(kind.lookups),
    micros(kind.p50Us),
    micros(kind.p99Us),
  ]);
  return renderTable(['lookup kind', 'lookups', 'p50', 'p99'], rows);
}

function loadRow(label: string, load: AveragedLoad | LoadResult): string[] {
  return [
    label,
    perSecond(load.requestsPerSecond),
    String(load.latencyP50Ms),
    String(load.latencyP99Ms),
    count(load.requests),
    String(load.errors),
  ];
}

function throughputTable(result: RedirectsBenchmark): string {
  const { throughput } = result;
  const rows = [
    ...throughput.runs.map((run) =>
      loadRow(`round ${run.round}, ${run.side === 'loaded' ? 'UK table loaded' : 'empty table'}`, run.load),
    ),
    loadRow('mean, UK table loaded', throughput.loaded),
    loadRow('mean, empty table', throughput.empty),
  ];
  return renderTable(['server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'], rows);
}

function sanityLines(result: RedirectsBenchmark): string[] {
  const check = result.sanityCheck;
  if (check.skipped) return [`Sanity check skipped: ${check.reason}`];
  return [
    `Sanity check ${check.ok ? 'OK' : 'FAILED'}: GET ${check.url} → ${check.status}, Location ${check.location ?? '(none)'}`,
    `  expected 308 to ${check.expectedLocation}; the server with the empty table answered ${check.emptyTableStatus}`,
  ];
}

function firstRequestLines(result: RedirectsBenchmark): string[] {
  const { firstRequest } = result;
  const { large, difference } = firstRequest;
  const compile = targetRun(result.engine);
  return [
    `First requests after a fresh next start: a UK table of ${count(large.ukRules)} synthetic rules (seed ${firstRequest.seed}) against an empty one`,
    `  legacy URL ${firstRequest.legacyUrl} → ${large.legacy.location ?? '(none)'} (the engine: ${firstRequest.expectedLocation}); content page ${firstRequest.pageUrl}`,
    indent(
      renderTable(
        freshStartHeader(firstRequest),
        freshStartRows(firstRequest, (text) => text),
      ),
    ),
    '',
    `  100k − empty: first request ${signedMillis(difference.firstLegacyMs)} (legacy URL), ${signedMillis(difference.firstPageMs)} (content page); start-up ${signedMillis(difference.readyMs)}, until /healthz answers ${signedMillis(difference.healthzAnsweredMs)}`,
    `  For scale: compiling the table in process takes ${compile ? millis(compile.compileMs) : 'not measured'} (engine table above)`,
  ];
}

/** The human-readable part of the output; the JSON line follows it. */
export function printRedirectsReport(result: RedirectsBenchmark): void {
  const { engine, throughput } = result;
  const target = targetRun(engine);
  const out: string[] = [
    '',
    `Redirects benchmark, ${readableDate(result.date)}`,
    `${environmentLine(result)}; ${loadAverageFigure(result.loadAverage)}`,
    ...result.notes.map((note) => `NOTE: ${note}`),
    `Build: ${result.buildSeconds === null ? 'skipped (--skip-build)' : `npm run build, ${result.buildSeconds.toFixed(1)} s`}`,
    '',
    `Engine, in process: ${count(engine.lookupsPerTable)} lookups per table after a warm-up pass, each timed with process.hrtime.bigint() (timer overhead p50 ${micros(engine.timerOverhead.p50Us)}, p99 ${micros(engine.timerOverhead.p99Us)}, included)`,
    `  lookup mix: ${lookupMixDescription()}`,
    indent(engineTable(result)),
    '',
    ...(target
      ? [`  by lookup kind, ${thousands(target.rules)} rules:`, indent(indent(kindTable(target))), '']
      : []),
    `  ${engine.verdict}: lookup p99 ${target ? micros(target.latency.p99Us) : 'not measured'} at ${thousands(TARGETS.tableRules)} rules (target < ${TARGETS.lookupP99Us} µs)`,
    '',
    `Throughput of ${throughput.page}: autocannon, ${throughput.connections} connections, ${throughput.durationSeconds} s per round, servers alternating`,
    indent(throughputTable(result)),
    '',
    `  ${throughput.verdict}: throughput lost with the UK table (${count(throughput.ukRules)} rules): ${lostFigure(throughput.lostPercent)} (target < ${TARGETS.throughputLossPercent} %)`,
    `  Noise: on this shared 2-core machine autocannon and the server share the cores, and two rounds of the same server can differ by more than ${TARGETS.throughputLossPercent} %; compare the rounds above before trusting the verdict.`,
    '',
    ...sanityLines(result).map((line) => `  ${line}`),
    '',
    ...firstRequestLines(result),
    '',
  ];
  console.log(out.join('\n'));
}
