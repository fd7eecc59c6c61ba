// Structured JSON logs (pino): one line per event, with request ids.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.accessToken'],
  });
}
