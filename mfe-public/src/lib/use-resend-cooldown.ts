// The Resend button's countdown of the code pages (/verify, /reset-password): after a successful
// resend it counts RESEND_COOLDOWN_S seconds down to 0, once a second. It runs to a deadline, so a
// throttled background tab still ends it on time.
import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_S } from './constants';

export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend (${secondsLeft}s)` : 'Resend';
}

/**
 * Seconds left (0 when Resend may be pressed) and `start()` to begin a new cooldown. `sentAt` (ms)
 * starts with the cooldown of a code sent just before the page opened.
 */
export function useResendCooldown(
  seconds = RESEND_COOLDOWN_S,
  sentAt?: number,
): { cooldown: number; start: () => void } {
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(() =>
    sentAt !== undefined && sentAt + seconds * 1000 > Date.now() ? sentAt + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (cooldownUntil === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= cooldownUntil) setCooldownUntil(null);
    }, 1000);
    return () => clearInterval(id);
  }, [cooldownUntil]);

  const cooldown = cooldownUntil === null ? 0 : Math.max(0, Math.ceil((cooldownUntil - now) / 1000));
  const start = () => {
    const t = Date.now();
    setNow(t);
    setCooldownUntil(t + seconds * 1000);
  };
  return { cooldown, start };
}
