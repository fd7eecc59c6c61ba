// The price table and the price of a routine slot: base price of the meal's
// type + extra protein portions + snacks + drinks, all in integer paise.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { DEFAULT_PRICES } from '../../prisma/seed.ts';
import { PRICE_KEYS, type PriceKey, type PriceTable } from '@freshmeals/rules/pricing';

export type { PriceTable, PricedSlot } from '@freshmeals/rules/pricing';
// One rule for a slot's price, shared with the account page (a proposed routine's price).
export { slotPrice } from '@freshmeals/rules/pricing';

/** The defaults the seed inserts, used for any key whose row is missing. */
export const DEFAULT_PRICE_TABLE: PriceTable = Object.fromEntries(
  PRICE_KEYS.map((key) => [key, DEFAULT_PRICES[key]!]),
) as Record<PriceKey, number>;

type PriceReader = Pick<PrismaClient, 'price'>;

/** The table as stored, with defaults for missing rows (one SQL statement). */
export async function loadPrices(prisma: PriceReader): Promise<PriceTable> {
  const rows = await prisma.price.findMany({ where: { key: { in: [...PRICE_KEYS] } } });
  const table: Record<PriceKey, number> = { ...DEFAULT_PRICE_TABLE };
  for (const row of rows) table[row.key as PriceKey] = row.amountPaise;
  return table;
}

export const paiseToInr = (paise: number) => paise / 100;
export const inrToPaise = (inr: number) => Math.round(inr * 100);
