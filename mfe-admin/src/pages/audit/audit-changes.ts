// An audit entry's before and after as lines a person reads: one per value that changed
// ("balance: 600 → 500"), or the values themselves when there was no before.
export type AuditValues = Record<string, unknown> | null | undefined;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function changeLines(before: unknown, after: unknown): string[] {
  const old = isRecord(before) ? before : null;
  const next = isRecord(after) ? after : null;
  if (!old && !next) return [];
  if (!old) return Object.entries(next!).map(([key, value]) => `${key}: ${show(value)}`);
  if (!next) return Object.entries(old).map(([key, value]) => `${key}: ${show(value)} → —`);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys.flatMap((key) => {
    const [was, now] = [old[key], next[key]];
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    if (!(key in old)) return [`${key}: ${show(now)}`];
    return [`${key}: ${show(was)} → ${show(now)}`];
  });
}
