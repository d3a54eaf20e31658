/**
 * What `npm run bench:instances` measures and how it reads, in the terminal and in the "Instances"
 * section of docs/BENCHMARKS.md: the three pages of lib/loadedPages.ts on one instance, on one instance
 * with Redis and on two instances sharing that Redis, each divided by the first.
 */
import type { CpuUsage } from './cpuUsage';
import type { LoadAverage, Machine } from './environment';
import {
  type Align,
  cores,
  environmentLine,
  indent,
  loadAverageFigure,
  markdownTable,
  perSecond,
  ratio,
  readableDate,
  renderTable,
} from './format';
import type { LoadOptions } from './load';
import type { LoadedPage } from './loadedPages';
import { PAGE_LABELS } from './result';
import { roundTo } from './roundTo';
import type { SplitLoad } from './splitLoad';

/** The deployments measured, in the order they run; every one is divided by the first. */
export const CONFIGURATIONS = [
  { name: 'single', label: 'one instance', instances: 1, redis: false },
  { name: 'singleRedis', label: 'one instance, Redis', instances: 1, redis: true },
  { name: 'pair', label: 'two instances, Redis', instances: 2, redis: true },
] as const;

export type Configuration = (typeof CONFIGURATIONS)[number];
export type ConfigurationName = Configuration['name'];

/** One page under one configuration's load. */
export interface PageRun {
  page: LoadedPage;
  path: string;
  load: SplitLoad;
  cpu: CpuUsage;
  /** Requests per second divided by those of the same page on one instance without Redis. */
  ratioToSingle: number;
}

/** A page under load before it is divided by the baseline. */
export type MeasuredPage = Omit<PageRun, 'ratioToSingle'>;

/** A configuration's pages before they are divided by the baseline. */
export interface MeasuredRun {
  configuration: ConfigurationName;
  pages: MeasuredPage[];
}

export interface ConfigurationRun {
  configuration: ConfigurationName;
  pages: PageRun[];
}

/** Everything one run of `npm run bench:instances` measured; printed as the final JSON line. */
export interface InstancesBenchmark {
  date: string;
  machine: Machine;
  nextVersion: string;
  /** Wall clock of `npm run build`; null with --skip-build. */
  buildSeconds: number | null;
  loadAverage: LoadAverage;
  /** Connections in all (split between the instances) and seconds of load per page. */
  load: LoadOptions;
  runs: ConfigurationRun[];
}

const [BASELINE] = CONFIGURATIONS;

function configurationOf(name: ConfigurationName): Configuration {
  const configuration = CONFIGURATIONS.find((candidate) => candidate.name === name);
  if (!configuration) throw new Error(`No configuration ${name}`);
  return configuration;
}

/** Each page's requests per second divided by those of the same page in the baseline run. */
export function withRatiosToSingle(runs: readonly MeasuredRun[]): ConfigurationRun[] {
  const baseline = runs.find((run) => run.configuration === BASELINE.name);
  if (!baseline) throw new Error(`The ${BASELINE.label} run is missing: nothing to divide by`);
  return runs.map((run) => ({
    configuration: run.configuration,
    pages: run.pages.map((entry) => {
      const base = baseline.pages.find((candidate) => candidate.page === entry.page);
      if (!base) throw new Error(`The ${PAGE_LABELS[entry.page]} was not loaded on ${BASELINE.label}`);
      return {
        ...entry,
        ratioToSingle: roundTo(entry.load.requestsPerSecond / base.load.requestsPerSecond, 3),
      };
    }),
  }));
}

const LOAD_ALIGN: Align[] = ['left', 'left', ...Array<Align>(9).fill('right')];

const LOAD_HEADER = [
  'page',
  'configuration',
  'req/s',
  'p50 ms',
  'p99 ms',
  'req/s per instance',
  'errors',
  '÷ one instance',
  'cores: instances',
  'cores: autocannon',
  'cores: machine',
];

/** One row per page and configuration, the pages in the order they were loaded. */
export function loadRows(result: Pick<InstancesBenchmark, 'runs'>): string[][] {
  const pages = result.runs[0]?.pages.map((entry) => entry.page) ?? [];
  return pages.flatMap((page) =>
    result.runs.flatMap((run) => {
      const entry = run.pages.find((candidate) => candidate.page === page);
      if (!entry) return [];
      const { load, cpu } = entry;
      return [
        [
          PAGE_LABELS[page],
          configurationOf(run.configuration).label,
          perSecond(load.requestsPerSecond),
          String(load.latencyP50Ms),
          String(load.latencyP99Ms),
          load.instances.length > 1
            ? load.instances.map((instance) => perSecond(instance.requestsPerSecond)).join(' + ')
            : '–',
          String(load.errors + load.timeouts),
          ratio(entry.ratioToSingle),
          cpu.instancesCores.map(cores).join(' + '),
          cores(cpu.loadGeneratorCores),
          cores(cpu.machineCores),
        ],
      ];
    }),
  );
}

/** `two instances, Redis ÷ one instance (req/s): content page 1.10, car list page 0.98, car page 1.25`. */
export function ratioLine(result: Pick<InstancesBenchmark, 'runs'>, name: ConfigurationName): string {
  const run = result.runs.find((candidate) => candidate.configuration === name);
  const ratios = (run?.pages ?? []).map(
    (entry) => `${PAGE_LABELS[entry.page]} ${ratio(entry.ratioToSingle)}`,
  );
  return `${configurationOf(name).label} ÷ ${BASELINE.label} (req/s): ${ratios.join(', ') || 'not measured'}`;
}

/** Each page's path, as `code` writes it (backticks in the docs). */
function pathsLine(result: InstancesBenchmark, code: (text: string) => string = (text) => text): string {
  const pages = result.runs[0]?.pages ?? [];
  return pages.map((entry) => `${PAGE_LABELS[entry.page]} ${code(entry.path)}`).join(', ');
}

const COMPARED = CONFIGURATIONS.slice(1).map((configuration) => configuration.name);

export function printInstancesReport(result: InstancesBenchmark): void {
  const { load } = result;
  console.log(
    [
      '',
      `Instances benchmark, ${readableDate(result.date)}`,
      `${environmentLine(result)}; ${loadAverageFigure(result.loadAverage)}`,
      '',
      `Load: autocannon, ${load.connections} connections in all (split evenly over two instances), ${load.durationSeconds} s per page and configuration; ${pathsLine(result)}`,
      indent(renderTable(LOAD_HEADER, loadRows(result), LOAD_ALIGN)),
      ...COMPARED.map((name) => `  ${ratioLine(result, name)}`),
      '  Two instances: req/s summed over both, p50 and p99 the worse instance’s. Cores: CPU seconds per second of load (/proc).',
      '',
    ].join('\n'),
  );
}

/** The Instances section of docs/BENCHMARKS.md, below its heading. */
export function instancesSection(result: InstancesBenchmark): string {
  const { load } = result;
  const half = load.connections / 2;
  return [
    `Measured ${readableDate(result.date)} on ${environmentLine(result)}; ${loadAverageFigure(result.loadAverage)}, read before the build and after the last load run (the run's own autocannon and servers account for about 2 of the latter; the rest is other work on the machine).`,
    '',
    markdownTable(LOAD_HEADER, loadRows(result), LOAD_ALIGN),
    '',
    ...COMPARED.map((name) => `- ${ratioLine(result, name)}`),
    '',
    `\`npm run bench:instances\` serves one build of the project with \`next start\`, each instance with its own data folders as two machines would have, in three configurations one after the other: one instance without \`REDIS_URL\` (one machine, as today); one instance with \`REDIS_URL\`, a \`redis-server\` on a loopback port that the bench starts (every read of the page cache asks Redis first, docs/DEPLOYMENT.md: what Redis costs per request); two fresh instances of the same build with the same \`REDIS_URL\`. The pages are those of the Pages section: ${pathsLine(result, (text) => `\`${text}\``)}. Each page is loaded with autocannon, ${load.connections} connections for ${load.durationSeconds} s after a warm-up, as bench:pages does. On two instances two autocannon runs start at once, ${half} connections each, as a round-robin balancer would spread them (no balancer process, which would need CPU of its own): their requests per second are summed, and p50 and p99 are the worse of the two instances' own, since percentiles of two runs cannot be merged without their histograms; each instance's requests per second are in their own column. Errors count socket errors and timeouts. The content and car list pages are statically generated and revalidated (read from the page cache, so from Redis when it is configured); the car page is server-rendered on every request and reads no page cache.`,
    '',
    `The cores columns are CPU seconds per second of load, from /proc: each instance's server process, autocannon's (the bench's own process) and the machine's busy cores of its ${result.machine.cores} (whatever ran on them, and time the host took for other machines); what the machine's figure holds beyond the other two is other work. They say what the ratios mean. A Node process runs its JavaScript on one thread, so one instance uses about one core however many the machine has: where it is near 1 and the machine is not full, the instance is its own limit and a second one has the rest of the machine to use. Here that rest is what autocannon leaves of ${result.machine.cores} cores, so the two-instance ratio says how much of that a second instance turns into requests, not what two machines, or a core per instance, would serve: on real hardware each instance gets its own cores and the balancer and load generator theirs, which this bench does not measure. What it does show is that two instances sharing Redis answer every request under load with 2xx (the bench stops at any other answer), and, over repeated runs, what reading the page cache through Redis costs: the car page, which reads no page cache, shows how far one instance's figures move from one configuration to the next by noise alone.`,
    '',
    'To reproduce (from the project root; it builds, starts Redis and the servers on free ports, stops them and removes its temp folder):',
    '',
    '```sh',
    'npm run bench:instances                                # build, 15 s of load per page and configuration',
    'npm run bench:instances -- --skip-build --duration 10  # reuse .next, shorter load runs',
    '```',
    '',
    'On a shared 2-core machine runs minutes apart can differ by tens of percent; repeat a run before trusting a ratio.',
    '',
  ].join('\n');
}
