// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
// The first screen in the browser: the page's inline loader (written into the shell's index.html
// by the build) and the shell's handover, run together on a page as the gateway serves it. The
// loader holds back what a visitor presses before the app is there; the handover swaps the first
// screen for the app once the app shows its page, carrying over what was typed and pressing again
// what was pressed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEntryAfterFirstScreen } from '../../scripts/first-screen.ts';
import { CONCEALED, handOverFirstScreen, HANDOVER_TIMEOUT_MS } from '../../shell/src/first-screen.ts';

const SCREEN = `<div class="layout"><header><button type="button" id="menu">Open menu</button></header>
<main><h1>Sign in</h1><form id="login"><input id="email" name="email"><input id="password" type="password" name="password">
<label><input type="checkbox" name="remember"> Remember me</label><button type="submit">Sign in</button></form></main></div>`;

/** The loader script the build writes for an entry script at `src`. */
function loaderScript(src: string): string {
  const tags = loadEntryAfterFirstScreen([{ tag: 'script', attrs: { defer: true, src }, head: true }], {
    hash: '',
    entryName: 'index',
    outputName: 'index.html',
    publicPath: '/',
  }) as { tag: string; children?: string; attrs?: Record<string, unknown> }[];
  expect(tags.filter((tag) => tag.tag === 'script' && tag.attrs?.src)).toHaveLength(0);
  return tags.find((tag) => tag.tag === 'script')!.children!;
}

function runLoader(): void {
  new Function(loaderScript('/static/js/index.0123456789.js'))();
}

/** What the app renders when it is ready: the same page, live. */
function renderApp(container: HTMLElement, onSubmit = vi.fn(), onMenu = vi.fn()) {
  container.innerHTML = SCREEN;
  const form = container.querySelector('form')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit(new FormData(form).get('email'));
  });
  container.querySelector('#menu')!.addEventListener('click', onMenu);
  return { onSubmit, onMenu };
}

let container: HTMLElement;

beforeEach(() => {
  // React gives fields other ids in the first screen than in the app: they are matched by position.
  document.body.innerHTML = `<div id="first-screen">${SCREEN.replace(/id="(email|password)"/g, 'id="first-$1"')}</div><div id="root"></div>`;
  container = document.getElementById('root')!;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the inline loader', () => {
  it('loads the entry script at once when the page has no first screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runLoader();
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/static/js/index.0123456789.js');
  });

  it('loads it after the first screen has been painted', async () => {
    vi.useFakeTimers();
    runLoader();
    expect(window.requestAnimationFrame).toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
    await vi.runAllTimersAsync();
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/static/js/index.0123456789.js');
  });

  it('holds back a press of a first-screen button and a native form submission, noting which', () => {
    runLoader();
    const first = document.getElementById('first-screen')!;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    first.querySelector('#menu')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(first.getAttribute('data-replay')).toBe('0.0.0');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    first.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(first.getAttribute('data-replay')).toBe('0.0.0 0.1.1');
  });

  it('lets links and fields be', () => {
    document.body.innerHTML = `<div id="first-screen"><a href="#main">Skip</a><input id="email"></div><div id="root"></div>`;
    runLoader();
    const first = document.getElementById('first-screen')!;
    for (const element of [first.querySelector('a')!, first.querySelector('input')!]) {
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(false);
    }
    expect(first.hasAttribute('data-replay')).toBe(false);
  });
});

describe('the handover', () => {
  it('keeps the app laid out but unseen behind the first screen while it loads, then swaps them', async () => {
    container.setAttribute('style', 'color: green');
    handOverFirstScreen(container);
    expect(container.getAttribute('style')).toBe(CONCEALED);
    container.innerHTML = '<div role="status" aria-busy="true">Loading…</div>';
    await Promise.resolve();
    expect(document.getElementById('first-screen')).not.toBeNull();
    renderApp(container);
    await Promise.resolve();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(container.getAttribute('style')).toBe('color: green');
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('waits while the page shows a loading placeholder inside it', async () => {
    handOverFirstScreen(container);
    container.innerHTML = '<main><div role="status" aria-busy="true">Loading…</div></main>';
    await Promise.resolve();
    expect(container.getAttribute('style')).toBe(CONCEALED);
    container.querySelector('[aria-busy]')!.remove();
    await Promise.resolve();
    expect(container.hasAttribute('style')).toBe(false);
  });

  it('shows a load error at once', async () => {
    handOverFirstScreen(container);
    container.innerHTML = '<section role="alert"><h1>This page could not be loaded</h1></section>';
    await Promise.resolve();
    expect(container.hasAttribute('style')).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('gives up waiting after the timeout and shows the app as it is', () => {
    vi.useFakeTimers();
    handOverFirstScreen(container);
    vi.advanceTimersByTime(HANDOVER_TIMEOUT_MS);
    expect(container.hasAttribute('style')).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('carries over typed values and ticked boxes, and keeps the focus in the field it was in', async () => {
    const first = document.getElementById('first-screen')!;
    (first.querySelector('#first-email') as HTMLInputElement).value = 'asha@example.com';
    (first.querySelector('#first-password') as HTMLInputElement).value = 'Secret@123';
    (first.querySelector('input[name="remember"]') as HTMLInputElement).checked = true;
    (first.querySelector('#first-email') as HTMLInputElement).focus();
    handOverFirstScreen(container);
    const typed = vi.fn();
    renderApp(container);
    container.querySelector('#email')!.addEventListener('input', typed);
    await Promise.resolve();
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('asha@example.com');
    expect(typed).toHaveBeenCalledTimes(1);
    expect((container.querySelector('#password') as HTMLInputElement).value).toBe('Secret@123');
    expect((container.querySelector('input[name="remember"]') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(container.querySelector('#email'));
  });

  it('presses in the app, in order, what was pressed on the first screen: a submit sends the form with what was typed', async () => {
    runLoader();
    const first = document.getElementById('first-screen')!;
    first.querySelector<HTMLButtonElement>('#menu')!.click();
    (first.querySelector('#first-email') as HTMLInputElement).value = 'asha@example.com';
    first.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    handOverFirstScreen(container);
    const order: string[] = [];
    const { onSubmit, onMenu } = renderApp(
      container,
      vi.fn(() => order.push('submit')),
      vi.fn(() => order.push('menu')),
    );
    await Promise.resolve();
    expect(order).toEqual([]); // not in the commit that shows the app: after its effects
    // The presses are replayed one after the other once the app has rendered: waited for, not
    // slept on (a fixed 20 ms saw only the first press on a loaded machine).
    await vi.waitFor(() => expect(order).toEqual(['menu', 'submit']));
    expect(onSubmit).toHaveBeenCalledWith('asha@example.com');
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('reads a first screen rendered for two viewports from the one shown: what was typed and pressed there', async () => {
    const rendering = (variant: string, hidden: boolean, prefix: string) =>
      `<div data-first-screen-variant="${variant}"${hidden ? ' style="display: none"' : ''}>${SCREEN.replace(/id="(email|password)"/g, `id="${prefix}-$1"`)}</div>`;
    document.body.innerHTML = `<div id="first-screen">${rendering('narrow', true, 'narrow')}${rendering('wide', false, 'wide')}</div><div id="root"></div>`;
    container = document.getElementById('root')!;
    runLoader();
    const wide = document.querySelector('[data-first-screen-variant="wide"]')!;
    (wide.querySelector('#wide-email') as HTMLInputElement).value = 'asha@example.com';
    wide.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    handOverFirstScreen(container);
    const { onSubmit } = renderApp(container);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('asha@example.com'));
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('keeps the focus on the element a keyboard user had reached', async () => {
    document.getElementById('first-screen')!.querySelector<HTMLButtonElement>('#menu')!.focus();
    handOverFirstScreen(container);
    renderApp(container);
    await Promise.resolve();
    expect(document.activeElement).toBe(container.querySelector('#menu'));
  });

  it('does nothing on a page without a first screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    handOverFirstScreen(document.getElementById('root')!);
    expect(document.getElementById('root')!.hasAttribute('style')).toBe(false);
  });
});
