// Navigation after a short delay ("goes to … after 100 ms"), cancelled if the page unmounts.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { isServerPage } from '@freshmeals/host-api';

export function useDelayedNavigate(): (to: string, delayMs: number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  return useCallback(
    (to, delayMs, options) => {
      const id = setTimeout(() => {
        timers.current.delete(id);
        // A page the server renders (GraphiQL) is loaded, not routed.
        if (isServerPage(to)) window.location.assign(to);
        else navigate(to, options);
      }, delayMs);
      timers.current.add(id);
    },
    [navigate],
  );
}
