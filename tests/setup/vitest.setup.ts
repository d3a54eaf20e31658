import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests opt into a DOM with `// @vitest-environment jsdom`; unmount between tests there.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
