import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.e2e/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    // A test asserts behaviour, not speed (speed lives in the benchmarks): Vitest's 5 s default failed
    // renders and route imports when the suite shared the two cores with a build. A hung test still fails.
    testTimeout: 30_000,
    // CSS modules are compiled and their rules put in the test document, as a page links them.
    css: { include: [/\.module\.css$/] },
  },
});
