// Setup of the shell's unit tests: without Vitest globals, Testing Library cannot register its
// cleanup itself.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
