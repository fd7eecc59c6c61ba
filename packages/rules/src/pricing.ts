// Rules for the admin-editable price table. Amounts are INR as
// the admin types them (at most 2 decimals); the server stores integer paise.
// Shared by the GraphQL resolvers and the admin's price form: zod only, no server imports.
import { z } from 'zod';

/** veg, egg and chicken per meal; protein_portion per 20 g portion; snacks and drinks per meal. */
export const PRICE_KEYS = ['veg', 'egg', 'chicken', 'protein_portion', 'snacks', 'drinks'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** The price table in integer paise, by key. */
export type PriceTable = Readonly<Record<PriceKey, number>>;

/** What a routine slot's price depends on. */
export interface PricedSlot {
  type: 'veg' | 'egg' | 'chicken';
  proteinMultiplier: number;
  snacks: boolean;
  drinks: boolean;
}

/**
 * The price of one meal of a routine slot, in paise: the meal's type + extra protein portions +
 * snacks + drinks. The server charges with it; the account page prices a proposed routine with it.
 */
export function slotPrice(slot: PricedSlot, prices: PriceTable): number {
  return (
    prices[slot.type] +
    slot.proteinMultiplier * prices.protein_portion +
    (slot.snacks ? prices.snacks : 0) +
    (slot.drinks ? prices.drinks : 0)
  );
}

/** A week of a routine (each slot once), in paise. */
export function weekCost(slots: readonly PricedSlot[], prices: PriceTable): number {
  return slots.reduce((sum, slot) => sum + slotPrice(slot, prices), 0);
}

export const PRICE_LABELS: Readonly<Record<PriceKey, string>> = {
  veg: 'Veg meal',
  egg: 'Egg meal',
  chicken: 'Chicken meal',
  protein_portion: 'Extra protein (per 20 g portion)',
  snacks: 'Snacks',
  drinks: 'Drinks',
};

/** A limit of our own: an upper bound that catches a misplaced digit (a meal costing 1 lakh). */
export const MAX_PRICE_INR = 100_000;

/** The prices of a meal itself: never 0 (a slip of one click would give meals away). Extras may be free. */
export const MEAL_PRICE_KEYS: readonly PriceKey[] = ['veg', 'egg', 'chicken'];

/** A new price this much above or below the current one (50%) is confirmed before it is saved. */
export const LARGE_PRICE_CHANGE = 0.5;

/** Whether going from `current` to `next` is a change large enough to confirm first. */
export function isLargePriceChange(current: number, next: number): boolean {
  if (current <= 0) return next > 0;
  return Math.abs(next - current) / current > LARGE_PRICE_CHANGE;
}

export const PRICE_MESSAGES = {
  key: 'Unknown price',
  amount: 'Enter a valid amount',
  min: 'Amount must be at least 0',
  max: `Amount must be at most ${MAX_PRICE_INR}`,
  decimals: 'Amount can have at most 2 decimal places',
  mealPositive: 'A meal price must be more than 0',
} as const;

export const priceAmountField = z
  .number(PRICE_MESSAGES.amount)
  .finite(PRICE_MESSAGES.amount)
  .min(0, PRICE_MESSAGES.min)
  .max(MAX_PRICE_INR, PRICE_MESSAGES.max)
  // 0.1 + 0.2 style float noise is fine; a third decimal is not.
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, PRICE_MESSAGES.decimals);

export const setPriceSchema = z
  .object({
    key: z.string(PRICE_MESSAGES.key).trim().pipe(z.enum(PRICE_KEYS, PRICE_MESSAGES.key)),
    amount: priceAmountField,
  })
  .refine(({ key, amount }) => !MEAL_PRICE_KEYS.includes(key) || amount > 0, {
    message: PRICE_MESSAGES.mealPositive,
    path: ['amount'],
  });
export type SetPriceInput = z.input<typeof setPriceSchema>;
