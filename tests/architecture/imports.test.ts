import { describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/architecture/checkImports';

describe('the import graph', () => {
  const report = checkImports(process.cwd());

  it('reads the project', () => {
    expect(report.files).toBeGreaterThan(100);
  });

  it('has no import that its layer forbids (scripts/architecture/layers.json)', () => {
    expect(report.violations.map(({ from, to, reason }) => `${from} → ${to}: ${reason}`)).toEqual([]);
  });

  it('has no files that import each other in a loop', () => {
    expect(report.cycles).toEqual([]);
  });
});
