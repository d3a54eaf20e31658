/**
 * `npm run bench:validate`: how long `npm run validate` takes for 50 markets. The markets are copies of
 * the real ones (scripts/bench/lib/syntheticMarkets.ts) in a temporary folder; each run validates all of
 * them exactly as `npm run validate` does (site configs, dictionaries and their coverage of the texts the
 * pages show, layout files against the component schemas, redirect tables).
 *
 * Printed: the first run in this process, which also compiles the schemas (what one `npm run validate`
 * pays), and the median of the runs after it (the part that grows with the number of markets), each in
 * wall-clock and CPU time; the target of 1 s for 50 markets is judged on wall time. On a shared machine
 * whose load is above its cores, wall time includes waiting for a CPU. CPU time counts every thread of
 * the process, V8's background compiler and garbage collector too, so it can exceed wall time. The 8
 * real markets are timed the same way for scale. A benchmark prints; it never fails.
 *
 * Flags: `--markets <n>` (default 50), `--runs <n>` warm runs (default 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dictionaryKeys } from '../../registry/dictionaryKeys.generated';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { validateProjectReport } from '../../runtime/config/validateProject';
import { describeMachine } from './lib/environment';
import { renderTable } from './lib/format';
import { writeSyntheticMarkets } from './lib/syntheticMarkets';

const TARGET_MS = 1000;

const { values } = parseArgs({
  options: { markets: { type: 'string', default: '50' }, runs: { type: 'string', default: '5' } },
});
const marketCount = Number(values.markets);
const runs = Number(values.runs);

interface Run {
  /** Wall-clock time. */
  ms: number;
  /** CPU time of this process (user + system, all its threads): what the run costs the machine. */
  cpuMs: number;
  errors: number;
  warnings: number;
}

function timed(root: string): Run {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { errors, warnings } = validateProjectReport(root, fieldSchemas, dictionaryKeys);
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    errors: errors.length,
    warnings: warnings.length,
  };
}

function median(numbers: number[]): number {
  const sorted = numbers.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const root = mkdtempSync(path.join(tmpdir(), 'bench-validate-'));
try {
  writeSyntheticMarkets(process.cwd(), root, marketCount);
  const machine = describeMachine();
  const load = os.loadavg()[0] ?? 0;
  console.log(
    `bench:validate — ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, load average ${load.toFixed(1)}`,
  );
  const first = timed(root);
  const warm = Array.from({ length: runs }, () => timed(root));
  const real = Array.from({ length: 3 }, () => timed(process.cwd()));
  const summary = (label: string, measured: readonly Run[]): string[] => [
    label,
    `${Math.round(median(measured.map((run) => run.ms)))} ms`,
    `${Math.round(median(measured.map((run) => run.cpuMs)))} ms`,
    `${measured[0]?.errors ?? 0} / ${measured[0]?.warnings ?? 0}`,
  ];
  const warmMs = median(warm.map((run) => run.ms));
  console.log(
    renderTable(
      ['validation', 'wall', 'CPU', 'errors / warnings'],
      [
        summary(`${marketCount} markets, first run (compiles the schemas)`, [first]),
        summary(`${marketCount} markets, median of ${runs} more runs`, warm),
        summary('the 8 real markets, median of 3 runs', real),
      ],
    ),
  );
  const verdict = (ms: number) => `${Math.round(ms)} ms ${ms < TARGET_MS ? 'met' : 'missed'}`;
  console.log(
    `target ${marketCount} markets under ${TARGET_MS} ms — first run (npm run validate, schemas compiled once per process) ${verdict(first.ms)}; steady state ${verdict(warmMs)}`,
  );
  if (load > machine.cores)
    console.log(
      `the load average (${load.toFixed(1)}) is above the ${machine.cores} cores: wall times include waiting for a CPU, the CPU times do not`,
    );
} finally {
  rmSync(root, { recursive: true, force: true });
}
