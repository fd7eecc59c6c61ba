// The price table of DESIGN.md section 4 as the Prices panel shows it: the spec's row order and names,
// and what an edited amount may be (at least 0, at most 2 decimals).
export const PRICE_KEYS = ['veg', 'egg', 'chicken', 'protein_portion', 'snacks', 'drinks'] as const;
export type PriceKeyName = (typeof PRICE_KEYS)[number];

const LABELS: Record<PriceKeyName, string> = {
  veg: 'Veg meal',
  egg: 'Egg meal',
  chicken: 'Chicken meal',
  protein_portion: 'Extra protein (per 20 g)',
  snacks: 'Snacks',
  drinks: 'Drinks',
};

/** The panel's name of a price key; the server's label for a key the panel does not know. */
export function priceLabel(key: string, serverLabel = key): string {
  return (LABELS as Record<string, string>)[key] ?? serverLabel;
}

/** The server's prices in the spec's order (unknown keys last, in the server's order). */
export function sortPrices<T extends { key: string }>(prices: readonly T[]): T[] {
  const rank = (key: string) => {
    const index = (PRICE_KEYS as readonly string[]).indexOf(key);
    return index === -1 ? PRICE_KEYS.length : index;
  };
  return [...prices].sort((a, b) => rank(a.key) - rank(b.key));
}

/** An amount that may be saved: a finite number, at least 0, rounded to 2 decimals; null otherwise. */
export function normalisePrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.round(amount * 100) / 100;
}
