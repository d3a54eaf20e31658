import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests opt into a DOM with `// @vitest-environment jsdom`; unmount between tests there.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// `findBy…` and `waitFor` give up after this long. Testing Library's 1 s failed a first render of a
// MUI page while the suite's workers and a build shared the two cores; a passing wait is not slowed.
configure({ asyncUtilTimeout: 5000 });
