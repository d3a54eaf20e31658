/**
 * How figures read, in one place for the printed reports and the docs sections of every bench, so
 * the same figure never reads differently in the terminal and in docs/BENCHMARKS.md.
 */
import type { LoadAverage, Machine } from './environment';

export type Align = 'left' | 'right';

export function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/** Bytes in MB of 10^6 bytes, like kB here: `634,000,000` → `634`. */
export function megabytes(bytes: number): string {
  return (bytes / 1e6).toFixed(0);
}

export function perSecond(value: number): string {
  return value.toFixed(1);
}

export function ratio(value: number): string {
  return value.toFixed(2);
}

/** Cores busy, CPU seconds per second: `0.8712` → `0.87`. */
export function cores(value: number): string {
  return value.toFixed(2);
}

/** `100000` → `100,000`. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** `1000` → `1k`, `100000` → `100k`: how the issue names the table sizes. */
export function thousands(value: number): string {
  return value % 1000 === 0 ? `${value / 1000}k` : count(value);
}

export function micros(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} µs`;
}

export function millis(value: number): string {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

export function percent(value: number): string {
  return `${value.toFixed(1)} %`;
}

/** `http://carstoresesite.localhost:41234/om-oss` → `carstoresesite.localhost/om-oss`: ports change every run. */
export function withoutPort(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.pathname}`;
}

/** `2026-11-22T00:40:43.192Z` → `2026-11-22 00:40 UTC`. */
export function readableDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** What the figures were measured on: `2 cores (CPU), Linux 6.x, Node v24.x, Next.js 16.x`. */
export function environmentLine(result: { machine: Machine; nextVersion: string }): string {
  const { machine } = result;
  return `${machine.cores} cores (${machine.cpu}), ${machine.os}, Node ${machine.node}, Next.js ${result.nextVersion}`;
}

/** `load average 7.4 at the start, 9.0 at the end (1 minute)`: how busy the shared machine was. */
export function loadAverageFigure(loadAverage: LoadAverage): string {
  const oneMinute = (sample: number[]): string => (sample[0] ?? 0).toFixed(1);
  return `load average ${oneMinute(loadAverage.start)} at the start, ${oneMinute(loadAverage.end)} at the end (1 minute)`;
}

/** Most tables here are a label, then figures: those need no alignment of their own. */
function labelThenFigures(columns: number): Align[] {
  return Array.from({ length: columns }, (_, column) => (column === 0 ? 'left' : 'right'));
}

/** A plain-text table: columns padded to their widest cell, a dashed rule under the header. */
export function renderTable(
  header: readonly string[],
  rows: readonly string[][],
  align: readonly Align[] = labelThenFigures(header.length),
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(
  header: readonly string[],
  rows: readonly string[][],
  align: readonly Align[] = labelThenFigures(header.length),
): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const rule = align.map((side) => (side === 'right' ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

export function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
