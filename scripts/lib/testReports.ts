/**
 * What `npm test` reads back from the runners' JSON reports: the counts of its closing line, and the
 * failing unit tests by name (a CI log keeps only its tail, and Vitest's own account of a failure is
 * thousands of lines above it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
}

/** The part of Vitest's `--reporter=json` output read here. */
export interface UnitReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

/** The part of Playwright's JSON reporter output read here. */
interface E2eReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

function readReport<Report>(path: string): Report | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Report) : undefined;
}

export const readUnitReport = (path: string) => readReport<UnitReport>(path);

/** A test file that failed without a failing test: it threw while loading. */
function brokenFiles(report: UnitReport): UnitReport['testResults'] {
  return report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
}

/**
 * A runner that left no report counts as one failure: something stopped it before it could write one. A
 * broken test file counts as one failure too, or the closing line would say "0 failed" over a red run.
 */
export function unitCounts(report: UnitReport | undefined): Counts {
  if (!report) return { passed: 0, failed: 1 };
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles(report).length };
}

export function e2eCounts(path: string): Counts {
  const report = readReport<E2eReport>(path);
  if (!report) return { passed: 0, failed: 1 };
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky };
}

/** One line per failing unit test or broken file, with the first line of its error, paths from `root`. */
export function unitFailureLines(report: UnitReport, root: string): string[] {
  const firstLine = (text: string) => (text.split('\n', 1)[0] ?? '').slice(0, 300);
  const failedTests = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `✗ ${relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`,
      ),
  );
  const loadFailures = brokenFiles(report).map(
    (file) => `✗ ${relative(root, file.name)} (did not load): ${firstLine(file.message)}`,
  );
  return [...failedTests, ...loadFailures];
}
