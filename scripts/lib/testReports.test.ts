import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eCounts, readUnitReport, unitCounts, unitFailureLines, type UnitReport } from './testReports';

const report: UnitReport = {
  numPassedTests: 7,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/components/Faq/Faq.test.tsx',
      status: 'failed',
      message: '',
      assertionResults: [
        { status: 'passed', fullName: 'Faq opens an answer', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'Faq closes it again',
          failureMessages: ['AssertionError: expected true to be false\n    at Faq.test.tsx:12:3'],
        },
      ],
    },
    {
      name: '/repo/runtime/broken.test.ts',
      status: 'failed',
      message: "Cannot find module './gone'\nRequire stack: …",
      assertionResults: [],
    },
    { name: '/repo/runtime/fine.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};

describe('what npm test reads from the reports', () => {
  it('counts a file that did not load as a failure beside the failing tests', () => {
    expect(unitCounts(report)).toEqual({ passed: 7, failed: 2 });
  });

  it('counts a runner that left no report as one failure', () => {
    const folder = mkdtempSync(join(tmpdir(), 'reports-'));
    expect(readUnitReport(join(folder, 'unit.json'))).toBeUndefined();
    expect(unitCounts(undefined)).toEqual({ passed: 0, failed: 1 });
    expect(e2eCounts(join(folder, 'e2e.json'))).toEqual({ passed: 0, failed: 1 });
  });

  it('counts flaky end-to-end tests as failures', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'reports-')), 'e2e.json');
    writeFileSync(path, JSON.stringify({ stats: { expected: 220, unexpected: 1, flaky: 2 } }));
    expect(e2eCounts(path)).toEqual({ passed: 220, failed: 3 });
  });

  it('names each failing test and each broken file with the first line of its error', () => {
    expect(unitFailureLines(report, '/repo')).toEqual([
      '✗ components/Faq/Faq.test.tsx › Faq closes it again: AssertionError: expected true to be false',
      "✗ runtime/broken.test.ts (did not load): Cannot find module './gone'",
    ]);
  });
});
