// The console's idle work: nothing before the browser is idle, then the money format and the
// download of the other screens' code, each in an idle moment of its own (not the download when the
// browser asks to save data); leaving the console first cancels what has not run.
import { describe, expect, it, vi } from 'vitest';
import { startIdleWork, type IdleWorkDeps } from './idle-work';

function fakeIdle() {
  const tasks = new Map<number, () => void>();
  let next = 0;
  return {
    whenIdle(task: () => void) {
      const id = next++;
      tasks.set(id, task);
      return () => tasks.delete(id);
    },
    pending: () => tasks.size,
    runAll() {
      for (const [id, task] of [...tasks]) {
        tasks.delete(id);
        task();
      }
    },
  };
}

function deps(idle: ReturnType<typeof fakeIdle>, saveData = false) {
  return { whenIdle: idle.whenIdle, saveData, prefetchScreens: vi.fn<() => void>(), prepareFormats: vi.fn<() => void>() } satisfies IdleWorkDeps;
}

describe('startIdleWork', () => {
  it('waits for idle moments, one for the downloads and one for the formats, then does both', () => {
    const idle = fakeIdle();
    const work = deps(idle);
    startIdleWork(work);
    expect(work.prefetchScreens).not.toHaveBeenCalled();
    expect(work.prepareFormats).not.toHaveBeenCalled();
    expect(idle.pending()).toBe(2);
    idle.runAll();
    expect(work.prefetchScreens).toHaveBeenCalledTimes(1);
    expect(work.prepareFormats).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing ahead when the browser asks to save data, but still makes the formats', () => {
    const idle = fakeIdle();
    const work = deps(idle, true);
    startIdleWork(work);
    idle.runAll();
    expect(work.prefetchScreens).not.toHaveBeenCalled();
    expect(work.prepareFormats).toHaveBeenCalledTimes(1);
  });

  it('cancels what has not run when the console goes before an idle moment came', () => {
    const idle = fakeIdle();
    const work = deps(idle);
    startIdleWork(work)();
    expect(idle.pending()).toBe(0);
    idle.runAll();
    expect(work.prefetchScreens).not.toHaveBeenCalled();
    expect(work.prepareFormats).not.toHaveBeenCalled();
  });
});
