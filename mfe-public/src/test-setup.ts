// relay-test-utils' mock environment calls `jest.fn`; Testing Library's waitFor advances `jest`'s
// fake timers when they are on. Vitest's `vi` provides both.
import { beforeAll, vi } from 'vitest';

Object.assign(globalThis, {
  jest: {
    fn: vi.fn,
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  },
});

// The App's pages are separate chunks (routes.tsx); loaded before each file's tests, they render
// synchronously as in a browser that has already fetched them, so a test can drive a page right
// after render. (In a hook, not at the top: the test file's vi.mock calls must apply to them.)
beforeAll(async () => {
  const { preloadAllRoutes } = await import('./routes');
  await preloadAllRoutes();
});
