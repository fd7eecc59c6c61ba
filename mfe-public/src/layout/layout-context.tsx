// Lets a page hide the layout's footer ("A footer shows unless the page hides it").
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

export interface LayoutControls {
  setFooterHidden(hidden: boolean): void;
}

export const LayoutContext = createContext<LayoutControls | null>(null);

/** Hides the footer while the calling page is shown (before paint: no flash of the footer). */
export function useHideFooter(hidden = true): void {
  const layout = useContext(LayoutContext);
  useLayoutEffect(() => {
    if (!layout || !hidden) return;
    layout.setFooterHidden(true);
    return () => layout.setFooterHidden(false);
  }, [layout, hidden]);
}

/** Route wrapper for pages that cannot call the hook themselves. */
export function WithoutFooter({ children }: { children: ReactNode }) {
  useHideFooter();
  return <>{children}</>;
}
