// An Rsbuild plugin that writes the public remote's first screens: after a build of the
// `mfe-public-first-screen` environment (a Node bundle of the remote), it renders each route the
// bundle lists and writes `first-screen/routes.json` into the remote's own build (dist/mfe-public),
// so the screens deploy with the remote they belong to. Each entry holds the route's HTML, its
// document title and description, and the CSS rules that HTML uses (only those: Beasties keeps the
// rules whose selectors match it), which the gateway inlines into the page it serves.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { HtmlTagHandler, RsbuildPlugin } from '@rsbuild/core';

/** Where asset URLs of the first screens point; the gateway puts the remote's own base in its place. */
export { FIRST_SCREEN_ASSET_PREFIX } from '../gateway/first-screen.ts';
import { FIRST_SCREEN_ASSET_PREFIX } from '../gateway/first-screen.ts';

export interface FirstScreenRoute {
  /** Resource hints React put before the markup (preloads of the page's key images): for the head. */
  head: string;
  html: string;
  css: string;
  title: string | null;
  description: string | null;
}

export interface FirstScreens {
  assetPrefix: string;
  routes: Record<string, FirstScreenRoute>;
}

interface FirstScreenBundle {
  FIRST_SCREEN_ROUTES: string[];
  renderFirstScreen(path: string): Promise<Omit<FirstScreenRoute, 'css' | 'head'>>;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort();
}

/** The CSS rules of `stylesheets` (paths under `dir`) that the HTML uses. */
async function usedCss(beasties: Beasties, stylesheets: string[], html: string): Promise<string> {
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const document = await beasties.process(`<!doctype html><html><head>${links}</head><body>${html}</body></html>`);
  return [...document.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

export async function writeFirstScreens(bundleDir: string, remoteDir: string): Promise<number> {
  const bundle = (await import(pathToFileURL(path.join(bundleDir, 'first-screen.js')).href)) as FirstScreenBundle;
  const beasties = new Beasties({
    path: bundleDir,
    publicPath: '/',
    // Everything the HTML uses, inlined (only the <style> is kept: the app loads its own stylesheets).
    inlineThreshold: 0,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: 'warn',
  });
  const stylesheets = cssFiles(bundleDir);
  const screens: FirstScreens = { assetPrefix: FIRST_SCREEN_ASSET_PREFIX, routes: {} };
  for (const route of bundle.FIRST_SCREEN_ROUTES) {
    const screen = await bundle.renderFirstScreen(route);
    // React writes the preloads it would hoist into the head in front of the markup; the page takes
    // them in its head, and the first screen starts with the app's own root element, as the app does.
    const [, head = '', html = screen.html] = /^((?:<link [^>]*\/?>)*)([\s\S]*)$/.exec(screen.html) ?? [];
    screens.routes[route] = { ...screen, head, html, css: await usedCss(beasties, stylesheets, html) };
  }
  const out = path.join(remoteDir, 'first-screen');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'routes.json'), JSON.stringify(screens));
  return Object.keys(screens.routes).length;
}

export function pluginFirstScreen(options: { environment: string; remoteDir: string }): RsbuildPlugin {
  return {
    name: 'freshmeals:first-screen',
    setup(api) {
      // After every environment of the build: the remote's own build (which empties its folder
      // first) has finished, so the screens are not wiped.
      api.onAfterBuild(async ({ environments, isWatch }) => {
        const built = environments[options.environment];
        if (isWatch || !built) return;
        const count = await writeFirstScreens(built.distPath, options.remoteDir);
        api.logger.info(`first screens: ${count} routes rendered into ${path.relative(process.cwd(), options.remoteDir)}/first-screen`);
      });
    },
  };
}

/** Beside a remote's server renderer: the SHA-256 of the manifest of the remote's browser build it was built with. */
export const RENDERER_FOR_FILE = 'remote-manifest.sha256';

/**
 * For a remote whose first screens a server renders per request (the console's): after a build of
 * its Node bundle, notes which browser build of the remote it belongs to (its mf-manifest.json), so
 * that a server whose remote was deployed on its own since uses no renderer of another version.
 */
export function pluginServerRenderer(options: { environment: string; remoteDir: string }): RsbuildPlugin {
  return {
    name: 'freshmeals:server-renderer',
    setup(api) {
      api.onAfterBuild(({ environments, isWatch }) => {
        const built = environments[options.environment];
        if (isWatch || !built) return;
        const manifest = readFileSync(path.join(options.remoteDir, 'mf-manifest.json'));
        writeFileSync(path.join(built.distPath, RENDERER_FOR_FILE), createHash('sha256').update(manifest).digest('hex'));
      });
    },
  };
}

/**
 * For the shell's index.html: its entry script starts loading only after the first screen, when the
 * page has one, has been painted (so the visible page does not wait for the app's code to download
 * and run); without a first screen it loads at once. The `<script defer>` Rsbuild writes becomes an
 * inline loader at the end of the body, where the first screen is already parsed.
 * Until the app takes over, the first screen's buttons do nothing and its forms must not submit
 * natively (that would put what was typed into the URL): the loader cancels such clicks and submits
 * and notes, in order, which elements they were (their child-index paths, `data-replay`), and the
 * shell's handover clicks the same elements of the app, in the same order, once that is shown.
 * A first screen rendered for two viewports holds both (`data-first-screen-variant`), of which the
 * page shows one: paths start at the one shown.
 */
export const loadEntryAfterFirstScreen: HtmlTagHandler = (tags) => {
  const entries = tags.filter((tag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string');
  if (entries.length !== 1) throw new Error(`expected one entry script in the shell's page, found ${entries.length}`);
  const src = String(entries[0]!.attrs!.src);
  const loader = `(function (src) {
  function load() { var script = document.createElement('script'); script.src = src; document.head.appendChild(script); }
  var first = document.getElementById('first-screen');
  if (!first) return load();
  function shown() {
    for (var i = 0; i < first.children.length; i++) {
      var child = first.children[i];
      if (child.hasAttribute('data-first-screen-variant') && getComputedStyle(child).display !== 'none') return child;
    }
    return first;
  }
  function hold(event) {
    var target = event.type === 'submit' ? event.submitter || event.target : event.target.closest('button, input[type=submit], [role=button]');
    if (!target || !first.contains(target)) return;
    event.preventDefault();
    var root = shown();
    var path = [];
    for (var node = target; node !== root; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    var held = first.getAttribute('data-replay');
    first.setAttribute('data-replay', (held ? held + ' ' : '') + path.join('.'));
  }
  first.addEventListener('click', hold, true);
  first.addEventListener('submit', hold, true);
  requestAnimationFrame(function () { setTimeout(load, 0); });
})(${JSON.stringify(src)});`;
  return [...tags.filter((tag) => tag !== entries[0]), { tag: 'script', children: loader, head: false, append: true }];
};
