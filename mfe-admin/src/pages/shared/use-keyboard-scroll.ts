// A table that scrolls sideways on a phone must be scrollable from the keyboard too: Ant Design's
// scroll container is not focusable, so this makes it a named, focusable region.
import { useEffect, useRef } from 'react';

/** Put the returned ref on an element around an Ant Design table with `scroll={{ x: ... }}`. */
export function useKeyboardScroll<T extends HTMLElement = HTMLDivElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    // The table re-renders its container as data arrives: check on every render.
    const container = ref.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!container || container.tabIndex === 0) return;
    container.tabIndex = 0;
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  });
  return ref;
}
