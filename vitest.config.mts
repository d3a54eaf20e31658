import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.e2e/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
  },
});
