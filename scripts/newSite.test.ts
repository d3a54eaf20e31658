import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseNewSiteArguments } from './newSite';

describe('npm run new-site', () => {
  it('reads the name and the options in any order', () => {
    expect(
      parseNewSiteArguments([
        '--currency',
        'DKK',
        'carstoredksite',
        '--language',
        'da-DK',
        '--vat',
        '25',
        '--host',
        'carstore.dk',
      ]),
    ).toEqual({
      name: 'carstoredksite',
      language: 'da-DK',
      currency: 'DKK',
      vatRate: 25,
      host: 'carstore.dk',
    });
  });

  it.each([
    [[], 'the site name is missing'],
    [['a', 'b', '--language', 'da-DK', '--currency', 'DKK'], 'one site name, not 2 (a, b)'],
    [['a', '--currency', 'DKK'], '--language is missing'],
    [['a', '--language', 'da-DK'], '--currency is missing'],
    [['a', '--language', '--currency', 'DKK'], '--language needs a value'],
    [['a', '--language', 'da-DK', '--currency', 'DKK', '--lang', 'x'], 'unknown option "--lang"'],
    [['a', '--language', 'da-DK', '--language', 'sv-SE', '--currency', 'DKK'], '--language given twice'],
    [
      ['a', '--language', 'da-DK', '--currency', 'DKK', '--vat', '120'],
      '--vat needs a percentage from 0 to 50, got "120"',
    ],
  ])('names what is wrong with %j', (args, reason) => {
    expect(parseNewSiteArguments(args)).toBe(reason);
  });

  it('refuses an existing market with one line and exit code 2, writing nothing', () => {
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        'scripts/newSite.ts',
        'carstoresesite',
        '--language',
        'sv-SE',
        '--currency',
        'SEK',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('new-site: site "carstoresesite" exists already (sites/carstoresesite)\n');
  }, 60_000);
});
