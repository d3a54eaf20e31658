/**
 * `npm test`: every check the project has, in order of cost — generated files, type check, lint,
 * formatting, unit and component tests (Vitest), end-to-end tests (Playwright in Chromium), the
 * multi-instance proof over Redis on the end-to-end build (scripts/multiInstance.ts) — and one closing
 * line with the counts: `tests: N passed, N failed`.
 */
import { rmSync } from 'node:fs';
import { ensureRedisServer } from './ensureRedisServer';
import { childEnv, run, runOrExit } from './lib/run';
import { e2eCounts, readUnitReport, unitCounts, unitFailureLines } from './lib/testReports';

// Not under test-results/: Playwright empties that folder when it starts.
const UNIT_REPORT = 'test-reports/unit-results.json';
const E2E_REPORT = 'test-reports/e2e-results.json';

const env = childEnv();
rmSync(UNIT_REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });

await runOrExit('npm', ['run', '--silent', 'generate'], { env });
await runOrExit('npm', ['run', '--silent', 'typecheck'], { env });
await runOrExit('npm', ['run', '--silent', 'lint'], { env });
await runOrExit('npm', ['run', '--silent', 'format:check'], { env });
// Before the unit tests, so that their Redis suites run rather than skip on a fresh machine.
await ensureRedisServer();
const unitCode = await run(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${UNIT_REPORT}`,
  ],
  { env },
);
// The end-to-end build is kept for the multi-instance proof, which then needs no build of its own.
const e2eCode = process.env.SKIP_E2E
  ? 0
  : await run('npm', ['run', '--silent', 'test:e2e'], { env: { ...env, E2E_KEEP: '1' } });
const multiCode =
  process.env.SKIP_E2E || e2eCode !== 0
    ? 0
    : await run('npm', ['run', '--silent', 'test:multi-instance'], { env });
if (e2eCode === 0 && multiCode === 0 && !process.env.E2E_KEEP)
  rmSync('.e2e', { recursive: true, force: true });

const unitReport = readUnitReport(UNIT_REPORT);
const unit = unitCounts(unitReport);
const e2e = process.env.SKIP_E2E ? { passed: 0, failed: 0 } : e2eCounts(E2E_REPORT);
console.log('');
for (const line of unitReport ? unitFailureLines(unitReport, process.cwd()) : []) console.log(line);
console.log(`unit: ${unit.passed} passed, ${unit.failed} failed`);
if (!process.env.SKIP_E2E) console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(unitCode !== 0 || e2eCode !== 0 || multiCode !== 0 || unit.failed + e2e.failed > 0 ? 1 : 0);
