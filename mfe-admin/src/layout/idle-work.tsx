// What the console does once its first screen is up and the browser has nothing else to do: work
// that a later click would otherwise wait for.
import { useEffect } from 'react';
import { prepareFormats } from '@freshmeals/ui/format';
import { prefetchScreens } from './prefetch-screens';

/** Runs `task` once the browser is idle (at the latest after 5 s); the returned function cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout: 5_000 });
  return () => window.cancelIdleCallback(idle);
}

export interface IdleWorkDeps {
  whenIdle(task: () => void): () => void;
  /** The user's browser asks to save data (no downloads ahead). */
  saveData: boolean;
  /** Starts downloading the code of every other screen (prefetch-screens.ts). */
  prefetchScreens(): void;
  /** Makes the money format that the users, transactions and payments lists need for their first row. */
  prepareFormats(): void;
}

/**
 * Each in an idle moment of its own: the other screens' code downloads (not when the browser asks
 * to save data), and the formats are made. Returns what cancels whatever has not run yet.
 */
export function startIdleWork(deps: IdleWorkDeps): () => void {
  const cancels = [...(deps.saveData ? [] : [deps.whenIdle(deps.prefetchScreens)]), deps.whenIdle(deps.prepareFormats)];
  return () => cancels.forEach((cancel) => cancel());
}

/** Where this remote's files are served from; none when the code runs outside its bundle (unit tests). */
function remoteBase(): string | null {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : null;
}

/** Starts the idle work once the screen on show has rendered. */
export function IdleWork() {
  useEffect(() => {
    const left = new AbortController();
    const cancel = startIdleWork({
      whenIdle,
      saveData: Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData),
      // A failed download only means a later click downloads the screen itself, as it would anyway.
      prefetchScreens: () => {
        const base = remoteBase();
        if (base === null) return;
        void prefetchScreens({ base, fetch: (input, init) => window.fetch(input, init), document, whenIdle, signal: left.signal }).catch(
          () => undefined,
        );
      },
      prepareFormats,
    });
    return () => {
      cancel();
      left.abort();
    };
  }, []);
  return null;
}
