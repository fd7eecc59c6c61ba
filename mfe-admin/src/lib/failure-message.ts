// Spec 8: a failure toast shows the server's message if present, else the screen's fallback.
// The transport (packages/host-api/src/session/network.ts) puts the server's first message on the error, or its
// generic 'Something went wrong' when there is none: that one gives way to the screen's fallback.
const TRANSPORT_FALLBACK = 'Something went wrong';

export function failureMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message || message === TRANSPORT_FALLBACK || /^(Failed to fetch|NetworkError|Load failed)/i.test(message)) {
    return fallback;
  }
  return message;
}
