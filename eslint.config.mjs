import { readFileSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/**
 * The layers of scripts/architecture/layers.json as import/no-restricted-paths zones, so an editor flags
 * an import that runs the wrong way as it is typed (`npm test` checks the same table on the whole graph).
 */
function layerZones() {
  const { layers, componentFoldersApart, anything } = JSON.parse(
    readFileSync(new URL('./scripts/architecture/layers.json', import.meta.url), 'utf8'),
  );
  const rooms = [...Object.keys(layers).filter((room) => room !== '.'), ...anything];
  const zones = [];
  for (const [room, allowed] of Object.entries(layers)) {
    for (const other of rooms) {
      if (other === room || allowed.includes(other)) continue;
      const doors = allowed.filter((entry) => entry.startsWith(`${other}/`));
      const except = doors.map((door) => `./${door.slice(other.length + 1)}`);
      const target = room === '.' ? './*.ts' : `./${room}`;
      zones.push({ target, from: `./${other}`, ...(except.length > 0 ? { except } : {}) });
    }
  }
  return { zones, componentFoldersApart };
}

const { zones } = layerZones();

export default tseslint.config(
  {
    ignores: [
      'tests/e2e/fixtures/components/**',
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.e2e/**',
      '.bench/**',
      'next-env.d.ts',
      '**/*.generated.ts',
      'schemas/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
);
