// The admin-editable price table: `prices` and `setPrice` (admins), and `startingMealPrice`, the
// "from" price the public site advertises. Amounts are INR in the API and integer paise in the database.
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import { parseInput } from '../validate.ts';
import { PRICE_KEYS, PRICE_LABELS, setPriceSchema, type PriceKey } from '@freshmeals/rules/pricing';
import { DEFAULT_PRICE_TABLE, inrToPaise, loadPrices, paiseToInr } from './prices.ts';

interface PriceShape {
  key: PriceKey;
  amountPaise: number;
  /** Null while the key still uses the built-in default (no row). */
  updatedAt: Date | null;
}

export const PriceKeyEnum = builder.enumType('PriceKey', {
  description: 'veg, egg, chicken (per meal), protein_portion (per 20 g portion), snacks, drinks.',
  values: PRICE_KEYS,
});

export const PriceRef = builder.objectRef<PriceShape>('Price').implement({
  description: 'One entry of the price table.',
  authScopes: { admin: true },
  fields: (t) => ({
    key: t.expose('key', { description: 'What is priced: a plan type or an extra.', type: PriceKeyEnum }),
    label: t.string({ description: 'Its name, for people.', resolve: (p) => PRICE_LABELS[p.key] }),
    amount: t.float({ description: 'INR.', resolve: (p) => paiseToInr(p.amountPaise) }),
    defaultAmount: t.float({ description: 'The built-in default, INR.', resolve: (p) => paiseToInr(DEFAULT_PRICE_TABLE[p.key]) }),
    updatedAt: t.field({ description: 'When the price was last changed.', type: 'DateTime', nullable: true, resolve: (p) => p.updatedAt }),
  }),
});

builder.queryFields((t) => ({
  startingMealPrice: t.float({
    description:
      'The lowest price of a meal without extras (veg, egg or chicken), INR: the "from" price the site advertises. Anyone.',
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const table = await loadPrices(ctx.prisma);
      return paiseToInr(Math.min(table.veg, table.egg, table.chicken));
    },
  }),
  prices: t.field({
    type: [PriceRef],
    description: 'The price table, in the order veg, egg, chicken, protein_portion, snacks, drinks.',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.prisma.price.findMany({ where: { key: { in: [...PRICE_KEYS] } } });
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return PRICE_KEYS.map((key) => {
        const row = byKey.get(key);
        return { key, amountPaise: row?.amountPaise ?? DEFAULT_PRICE_TABLE[key], updatedAt: row?.updatedAt ?? null };
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  setPrice: t.field({
    type: PriceRef,
    description: 'Sets one price (INR, at least 0, at most 2 decimals). New charges use it at once.',
    authScopes: { admin: true },
    args: {
      key: t.arg.string({ required: true }),
      amount: t.arg.float({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { key, amount } = parseInput(setPriceSchema, args);
      const amountPaise = inrToPaise(amount);
      const row = await ctx.prisma.$transaction(async (tx) => {
        const before = await tx.price.findUnique({ where: { key }, select: { amountPaise: true } });
        const saved = await tx.price.upsert({ where: { key }, create: { key, amountPaise }, update: { amountPaise } });
        await recordAudit(tx, ctx, {
          action: 'price.set',
          subject: PRICE_LABELS[key],
          before: { amount: (before?.amountPaise ?? DEFAULT_PRICE_TABLE[key]) / 100 },
          after: { amount: amountPaise / 100 },
        });
        return saved;
      });
      return { key, amountPaise: row.amountPaise, updatedAt: row.updatedAt };
    },
  }),
}));

