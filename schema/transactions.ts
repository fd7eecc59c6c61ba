// Options for the interactive database transactions of money and meals (credits, skips,
// deductions). They lock the user's row, so under load a transaction may wait behind others for
// that lock: Prisma's defaults (2 s to start, 5 s to finish) would fail requests that are only
// queued, so both bounds are raised, and stay bounded so a stuck lock cannot hold a request forever.
export const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;
