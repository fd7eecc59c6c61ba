// Setup of the admin console's unit tests.
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

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
    // What Ant Design put beside the rendered tree (dialogs, drawers, tooltips, dropdowns live in
    // portals on <body>) goes too: the next test, or the next file in this worker, starts from an
    // empty page, and queries by role do not search through leftovers.
    document.body.innerHTML = '';
    // And Ant Design's styles: it writes them into <head> as components mount and never takes them
    // out, so with the files sharing one page they grew to 800 KB, and every visibility check of a
    // query by role read through all of it. A component that mounts again writes its styles again.
    for (const style of document.head.querySelectorAll('style')) style.remove();
  }
});

// Toasts are spied on, not shown: a test reads what the screen said from `toast.success` and
// `toast.error`. Spies on sonner's one `toast` object rather than a module mock, because the test
// files share their modules (the project runs without isolation, which spares importing Ant Design
// again for every file): a mock would reach only the files that imported sonner first.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '');
  vi.spyOn(toast, 'error').mockImplementation(() => '');
});
afterEach(() => {
  vi.restoreAllMocks();
});
