// The PIN codes an admin types to add to the service area, read by the same rule as the server's.
import { pinField } from '@freshmeals/rules/addresses';

/** '560038, 560001 560 002' → the PINs, or the first entry's error message. */
export function parsePins(text: string): { pins: string[] } | { error: string } {
  const parts = text.split(/[,;\n]+|\s{2,}|\s(?=\d{6})/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return { error: 'Enter a 6-digit PIN code' };
  const pins: string[] = [];
  for (const part of parts) {
    const parsed = pinField.safeParse(part);
    if (!parsed.success) return { error: `${parsed.error.issues[0]!.message}: ${part}` };
    pins.push(parsed.data);
  }
  return { pins: [...new Set(pins)] };
}

/**
 * The delivery run's order as the screen shows it: `ordered` first (1, 2, …), then `unordered`
 * ("Not ordered yet"), always by code. Save sends both, in that order.
 */
export interface RunOrder {
  readonly ordered: readonly string[];
  readonly unordered: readonly string[];
}

/** The order the server answered: PIN codes with a place, by place, then the rest by code. */
export function runOrderFrom(rows: ReadonlyArray<{ readonly pin: string; readonly runOrder?: number | null }>): RunOrder {
  const placed = rows.filter((row) => row.runOrder != null);
  placed.sort((a, b) => a.runOrder! - b.runOrder! || a.pin.localeCompare(b.pin));
  return {
    ordered: placed.map((row) => row.pin),
    unordered: rows.filter((row) => row.runOrder == null).map((row) => row.pin).sort(),
  };
}

/** The whole list as shown: what Save sends. */
export function runOrderPins(order: RunOrder): string[] {
  return [...order.ordered, ...order.unordered];
}

/**
 * Moves `pin` one place up or down the whole list. Both places it swaps take a place in the order:
 * everything from the top down to them becomes ordered, so the rest stays a run "by code" below.
 * A PIN already first (up) or last (down), or not in the list, leaves the order as it is.
 */
export function movePin(order: RunOrder, pin: string, direction: 'up' | 'down'): RunOrder {
  const all = runOrderPins(order);
  const from = all.indexOf(pin);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= all.length) return order;
  [all[from], all[to]] = [all[to]!, all[from]!];
  const count = Math.max(order.ordered.length, from + 1, to + 1);
  return { ordered: all.slice(0, count), unordered: all.slice(count) };
}

/**
 * The order once the service area is `pins` (after a PIN code was added or removed): the ordered
 * ones still in the area keep their places, unsaved moves included; the others are not ordered yet.
 */
export function withPins(order: RunOrder, pins: readonly string[]): RunOrder {
  const area = new Set(pins);
  const ordered = order.ordered.filter((pin) => area.has(pin));
  const kept = new Set(ordered);
  return { ordered, unordered: [...area].filter((pin) => !kept.has(pin)).sort() };
}
