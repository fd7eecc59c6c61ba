// The price table as the Prices panel shows it: the server's keys in their usual order, their names,
// and what an edited amount may be. Keys, names and the amount rule are the server's own
// (@freshmeals/rules/pricing), so the panel cannot offer a price the server would refuse.
import { PRICE_KEYS, PRICE_LABELS, priceAmountField, setPriceSchema } from '@freshmeals/rules/pricing';

export { isLargePriceChange, PRICE_KEYS } from '@freshmeals/rules/pricing';

/** The name of a price key; the server's label for a key this build does not know. */
export function priceLabel(key: string, serverLabel = key): string {
  return (PRICE_LABELS as Record<string, string>)[key] ?? serverLabel;
}

/** The server's prices in the usual order (veg, egg, chicken, extras; unknown keys last, as sent). */
export function sortPrices<T extends { key: string }>(prices: readonly T[]): T[] {
  const rank = (key: string) => {
    const index = (PRICE_KEYS as readonly string[]).indexOf(key);
    return index === -1 ? PRICE_KEYS.length : index;
  };
  return [...prices].sort((a, b) => rank(a.key) - rank(b.key));
}

/** An amount the server accepts (0 to its maximum, at most 2 decimals), as a number; null otherwise. */
export function normalisePrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const checked = priceAmountField.safeParse(typeof value === 'number' ? value : Number(value));
  return checked.success ? checked.data : null;
}

/** Why the server would refuse `amount` for `key` (a meal at 0), in its own words; null if it would not. */
export function priceProblem(key: string, amount: number): string | null {
  // A key this build does not know is the server's to judge.
  if (!(PRICE_KEYS as readonly string[]).includes(key)) return null;
  const checked = setPriceSchema.safeParse({ key, amount });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
