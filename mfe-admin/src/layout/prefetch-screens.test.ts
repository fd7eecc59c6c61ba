// @vitest-environment happy-dom
// The console downloads ahead every chunk its build says the App may load later, as prefetch links,
// a few per idle moment, skipping what the page has loaded already, and stops when the console is left.
import { afterEach, describe, expect, it } from 'vitest';
import { laterFiles, LINKS_PER_BATCH, prefetchScreens, type PrefetchDeps } from './prefetch-screens';

const BASE = 'http://localhost/mfe-admin/';

function manifest(js: string[], css: string[] = []) {
  return {
    exposes: [{ name: 'App', assets: { js: { sync: ['static/js/app.js'], async: js }, css: { sync: [], async: css } } }],
  };
}

function fakeIdle() {
  const tasks: (() => void)[] = [];
  return {
    whenIdle(task: () => void) {
      tasks.push(task);
      return () => {
        const index = tasks.indexOf(task);
        if (index >= 0) tasks.splice(index, 1);
      };
    },
    pending: () => tasks.length,
    runOne: () => tasks.shift()?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.href, link.as]);

function deps(body: unknown, idle: ReturnType<typeof fakeIdle>, signal = new AbortController().signal): PrefetchDeps & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    base: BASE,
    document,
    whenIdle: idle.whenIdle,
    signal,
    fetch: async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify(body), { status: 200 });
    },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('laterFiles', () => {
  it('lists the async scripts and stylesheets of every exposed module under the base, once each', () => {
    const files = laterFiles(
      { exposes: [manifest(['static/js/async/a.js', 'static/js/async/b.js'], ['static/css/async/a.css']).exposes[0], manifest(['static/js/async/a.js']).exposes[0]] },
      BASE,
    );
    expect(files).toEqual([
      { href: `${BASE}static/js/async/a.js`, as: 'script' },
      { href: `${BASE}static/js/async/b.js`, as: 'script' },
      { href: `${BASE}static/css/async/a.css`, as: 'style' },
    ]);
  });

  it('reads nothing from a manifest of another shape', () => {
    expect(laterFiles(null, BASE)).toEqual([]);
    expect(laterFiles({ exposes: 'App' }, BASE)).toEqual([]);
    expect(laterFiles({ exposes: [{ assets: { js: { async: [1, null] } } }] }, BASE)).toEqual([]);
  });
});

describe('prefetchScreens', () => {
  it('adds the links a batch per idle moment, after asking the manifest beside the code', async () => {
    const idle = fakeIdle();
    const chunks = Array.from({ length: LINKS_PER_BATCH + 3 }, (_, n) => `static/js/async/${n}.js`);
    const work = deps(manifest(chunks, ['static/css/async/x.css']), idle);
    const done = prefetchScreens(work);
    await settle();
    expect(work.asked).toEqual([`${BASE}mf-manifest.json`]);
    expect(prefetched()).toEqual([]);
    idle.runOne();
    await settle();
    expect(prefetched()).toHaveLength(LINKS_PER_BATCH);
    expect(prefetched()[0]).toEqual([`${BASE}static/js/async/0.js`, 'script']);
    idle.runOne();
    await done;
    expect(prefetched()).toHaveLength(LINKS_PER_BATCH + 4);
    expect(prefetched().at(-1)).toEqual([`${BASE}static/css/async/x.css`, 'style']);
  });

  it('leaves out what the page has loaded already', async () => {
    // (Of a type the test's DOM does not try to load.)
    document.head.innerHTML = `<script type="text/plain" src="${BASE}static/js/async/home.js"></script><link rel="alternate" href="${BASE}static/css/async/home.css">`;
    const idle = fakeIdle();
    const done = prefetchScreens(deps(manifest(['static/js/async/home.js', 'static/js/async/users.js'], ['static/css/async/home.css']), idle));
    await settle();
    idle.runOne();
    await done;
    expect(prefetched()).toEqual([[`${BASE}static/js/async/users.js`, 'script']]);
  });

  it('adds no more once the console is left', async () => {
    const idle = fakeIdle();
    const left = new AbortController();
    const chunks = Array.from({ length: LINKS_PER_BATCH * 2 }, (_, n) => `static/js/async/${n}.js`);
    const done = prefetchScreens(deps(manifest(chunks), idle, left.signal));
    await settle();
    idle.runOne();
    await settle();
    left.abort();
    await expect(done).rejects.toBeDefined();
    expect(idle.pending()).toBe(0);
    expect(prefetched()).toHaveLength(LINKS_PER_BATCH);
  });
});
