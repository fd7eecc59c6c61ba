// Route components loaded on demand, like React.lazy, with two differences: `preload()` starts the
// download early (the current route's page is fetched with the App chunk, not after it), and a
// page already loaded renders synchronously (no Suspense fallback flash on later visits; the unit
// tests preload every page so they can drive the forms right after render).
import { use, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.ReactNode;
  preload(): Promise<void>;
}

export function lazyPage<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a later visit tries again (e.g. after a network blip)
        throw error;
      },
    );
    return pending;
  };
  function Page(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded as unknown as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
