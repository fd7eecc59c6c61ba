// The code of every console screen, downloaded once the first screen shows, so that a later click
// waits for the screen's data only. Measured by `npm run bench:web` on its throttled profile, a
// click on Users took 2.9 s, of which 2.0 s went to downloading the screen's code after the click.
//
// Which files: the remote's build manifest (mf-manifest.json, beside its code) lists every chunk its
// App may load later (the exposed module's async assets). Nothing here runs a screen: each chunk
// becomes a `<link rel="prefetch">`, which the browser fetches at its lowest priority into its
// cache without parsing or running it; the route's own import later finds the chunk there.
//
// A few links at a time, each batch in an idle moment of its own: adding a prefetch link starts its
// download, which costs the main thread a fraction of a millisecond (four times that on a phone's
// CPU), and the console's 60 chunks added at once were a long task of their own while the first
// screen loaded.

/** Links added in one idle moment. */
export const LINKS_PER_BATCH = 8;

interface Assets {
  js?: { async?: unknown };
  css?: { async?: unknown };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The files a remote's manifest says its exposed modules may load later, as URLs under `base`, and their kind. */
export function laterFiles(manifest: unknown, base: string): { href: string; as: 'script' | 'style' }[] {
  const exposes = (manifest as { exposes?: { assets?: Assets }[] } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const files = new Map<string, 'script' | 'style'>();
  for (const { assets } of exposes) {
    for (const file of strings(assets?.js?.async)) files.set(new URL(file, base).href, 'script');
    for (const file of strings(assets?.css?.async)) files.set(new URL(file, base).href, 'style');
  }
  return [...files].map(([href, as]) => ({ href, as }));
}

export interface PrefetchDeps {
  /** Where the remote's files are served from (its public path, ending in /). */
  base: string;
  fetch: typeof fetch;
  document: Document;
  /** Runs `task` in an idle moment; returns what cancels it. */
  whenIdle(task: () => void): () => void;
  /** Stops the downloads not started yet (the console was left). */
  signal: AbortSignal;
}

const idleMoment = (deps: PrefetchDeps) =>
  new Promise<void>((resolve, reject) => {
    const cancel = deps.whenIdle(resolve);
    deps.signal.addEventListener('abort', () => {
      cancel();
      reject(deps.signal.reason);
    }, { once: true });
  });

/** Adds a prefetch link for each file of the manifest the page has not loaded, LINKS_PER_BATCH per idle moment. */
export async function prefetchScreens(deps: PrefetchDeps): Promise<void> {
  const response = await deps.fetch(new URL('mf-manifest.json', deps.base).href, { signal: deps.signal });
  if (!response.ok) return;
  const loaded = new Set(
    [...deps.document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map((element) =>
      element instanceof HTMLScriptElement ? element.src : element.href,
    ),
  );
  const files = laterFiles(await response.json(), deps.base).filter((file) => !loaded.has(file.href));
  for (let start = 0; start < files.length; start += LINKS_PER_BATCH) {
    await idleMoment(deps);
    for (const { href, as } of files.slice(start, start + LINKS_PER_BATCH)) {
      const link = deps.document.createElement('link');
      link.rel = 'prefetch';
      link.as = as;
      link.href = href;
      deps.document.head.appendChild(link);
    }
  }
}
