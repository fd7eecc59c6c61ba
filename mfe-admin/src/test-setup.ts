// Setup of the admin console's unit tests.
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment calls `jest.fn`; Testing Library's waitFor advances `jest`'s
// fake timers when they are on. Vitest's `vi` provides both.
Object.assign(globalThis, {
  jest: {
    fn: vi.fn,
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  },
});

// Without Vitest globals, Testing Library cannot register its cleanup itself.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
