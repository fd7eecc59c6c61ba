// What a control that opens another console screen does on the user's intent: the layout hands down
// a function that starts that screen's code and data (layout/preload-route.ts), and a button spreads
// the handlers below, so the press that navigates finds both on their way rather than starting them
// when the new route renders. Outside the layout (a component's own test) the handlers do nothing.
import { createContext, useContext } from 'react';

type PreloadLink = (href: string) => void;

const PreloadLinkContext = createContext<PreloadLink>(() => undefined);

export const PreloadLinkProvider = PreloadLinkContext.Provider;

export interface IntentHandlers {
  onMouseEnter(): void;
  onFocus(): void;
  onPointerDown(): void;
}

/** The intents that start a link's screen: hover, keyboard focus and press (a touch has no hover). */
export function intentHandlers(start: () => void): IntentHandlers {
  return { onMouseEnter: start, onFocus: start, onPointerDown: start };
}

/** Handlers that start the screen at `href` (see intentHandlers). */
export function usePreloadIntent(href: string): IntentHandlers {
  const preload = useContext(PreloadLinkContext);
  return intentHandlers(() => preload(href));
}
