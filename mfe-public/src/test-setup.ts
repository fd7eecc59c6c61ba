// relay-test-utils' mock environment calls `jest.fn`; Testing Library's waitFor advances `jest`'s
// fake timers when they are on. Vitest's `vi` provides both.
import { vi } from 'vitest';

Object.assign(globalThis, {
  jest: {
    fn: vi.fn,
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  },
});
