// The first-screen handover. For some routes the gateway serves the page with the public remote's
// first screen already in it (`#first-screen`, rendered at build time), so a visitor sees the page
// before any JavaScript runs. The app renders into its own root meanwhile, laid out over the first
// screen but invisible (so what measures itself, a carousel or an observer, sees its real size); once that shows
// the page itself (a `main` with no loading placeholder in it), the app takes the first screen's
// place in one step: same layout, so nothing moves. What the visitor typed into a field of the
// first screen is carried over, the element they were on keeps the focus, and the buttons they pressed
// meanwhile (which the page's inline loader held back and noted as `data-replay`) are pressed in
// the app, in the same order.

/** How long the first screen may stand in for an app that does not get ready (a remote that hangs). */
export const HANDOVER_TIMEOUT_MS = 10_000;

/** The app's root while the first screen shows: in the page's layout, over the first screen, unseen. */
export const CONCEALED = 'position: absolute; top: 0; left: 0; right: 0; visibility: hidden';

/**
 * A first screen rendered for two viewports (the console's: a drawer on a phone, a sidebar on a
 * desktop) holds both renderings, each in an element with this attribute; the page shows one.
 */
export const VARIANT_ATTRIBUTE = 'data-first-screen-variant';

/**
 * The part of the first screen that stands for the app: the rendering shown, or all of it. Read from
 * the styles (not the layout, which would be worked out for nothing once the page is about to change).
 */
function shownRendering(first: HTMLElement): HTMLElement {
  for (const child of first.children) {
    if (child instanceof HTMLElement && child.hasAttribute(VARIANT_ATTRIBUTE) && getComputedStyle(child).display !== 'none') return child;
  }
  return first;
}

/** Loading placeholders of the shell and the remotes: the page is not shown yet while one is there. */
const LOADING = '[role="status"][aria-busy="true"]';

function isReady(container: HTMLElement): boolean {
  if (container.querySelector('[role="alert"]')) return true; // a load error: show it
  const main = container.querySelector('main');
  return main !== null && container.querySelector(LOADING) === null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The child-index path of `element` under `root` ("2.0.5"): the same in the first screen and the app. */
function pathOf(root: Element, element: Element): string {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path.join('.');
}

/** Sets a field's value the way typing does, so that React's onChange sees it. */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Whether the visitor changed a field from what the page came with. */
function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Carries the fields' values over. */
function carryOverInput(from: HTMLElement, to: HTMLElement): void {
  for (const field of from.querySelectorAll<Field>('input, textarea, select')) {
    // Found where it sits: ids differ between the two renders (React makes them per tree).
    const target = elementAt(to, pathOf(from, field)) as Field | null;
    if (!target || target.tagName !== field.tagName || target.getAttribute('type') !== field.getAttribute('type')) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked && target instanceof HTMLInputElement && target.checked !== field.checked) target.click();
    } else if (edited(field) && field.value !== target.value) {
      typeInto(target, field.value);
    }
  }
}

/** The element at a child-index path ("2.0.5") under `root`. */
function elementAt(root: Element, path: string): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path.split('.')) node = node?.children[Number(index)];
  return node instanceof HTMLElement ? node : null;
}

/**
 * Presses the elements at `paths`, one at a time, each after the app has answered the one before,
 * the first after the app's effects have run (they wire up widgets such as carousels).
 */
function replayPresses(container: HTMLElement, paths: string[]): void {
  const next = () => {
    const path = paths.shift();
    if (path === undefined) return;
    elementAt(container, path)?.click();
    setTimeout(next, 0);
  };
  requestAnimationFrame(() => setTimeout(next, 0));
}

/**
 * Conceals `container` until the app in it is ready, when the page has a first screen; then swaps them.
 * Returns at once. Without a first screen, nothing happens.
 */
export function handOverFirstScreen(container: HTMLElement, timeoutMs = HANDOVER_TIMEOUT_MS): void {
  const first = document.getElementById('first-screen');
  if (!first) return;
  // Which rendering shows is known now, while the page holds the first screen alone.
  const rendering = shownRendering(first);
  const style = container.getAttribute('style');
  container.setAttribute('style', CONCEALED);
  let done = false;
  const observer = new MutationObserver(() => {
    if (isReady(container)) swap();
  });
  const timer = setTimeout(swap, timeoutMs);
  // Where the user has scrolled to, followed as they scroll: read in the swap, it would make the
  // browser lay out the page as it was (the app's new elements included) just before it changes.
  let scrollY = window.scrollY;
  const onScroll = () => {
    scrollY = window.scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  function swap(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    carryOverInput(rendering, container);
    // Whatever has the focus (a field, a link a keyboard user reached) keeps it, in the app.
    const focused = document.activeElement;
    const focusPath = focused && focused !== rendering && rendering.contains(focused) ? pathOf(rendering, focused) : null;
    const replay = first!.getAttribute('data-replay');
    first!.remove();
    if (style === null) container.removeAttribute('style');
    else container.setAttribute('style', style);
    // At the top, the page stays there by itself.
    if (scrollY !== 0) window.scrollTo(0, scrollY);
    if (focusPath !== null) elementAt(container, focusPath)?.focus();
    if (replay) replayPresses(container, replay.split(' '));
  }
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
}
