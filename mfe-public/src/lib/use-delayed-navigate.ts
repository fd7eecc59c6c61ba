// Navigation after a short delay ("goes to … after 100 ms"), cancelled if the page unmounts.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

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
        navigate(to, options);
      }, delayMs);
      timers.current.add(id);
    },
    [navigate],
  );
}
