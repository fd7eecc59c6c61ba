// The seller's GST details that every document carries: legal name, address, state, GSTIN, FSSAI
// licence number, SAC code and rate. One Setting row (like the other settings); no row means the
// business has not entered them, and no document is issued until it does.
//
// GraphQL: `taxSettings` and `updateTaxSettings(input)`, admin only, audited.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import {
  DEFAULT_GST_RATE_BASIS_POINTS,
  DEFAULT_SAC_CODE,
  GSTIN_PATTERN,
  GST_STATES,
  stateLabel,
  taxSettingsSchema,
} from '@freshmeals/rules/tax-documents';
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import { parseInput } from '../validate.ts';

export const TAX_SETTINGS_KEY = 'taxSeller';

export interface TaxSettings {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
  fssaiLicence: string;
  sacCode: string;
  rateBasisPoints: number;
}

/** The seller's details, or null while they are not entered (or no longer valid). */
export async function readTaxSettings(db: Pick<Prisma.TransactionClient, 'setting'>): Promise<TaxSettings | null> {
  const row = await db.setting.findUnique({ where: { key: TAX_SETTINGS_KEY }, select: { value: true } });
  const value = row?.value as Partial<TaxSettings> | null | undefined;
  if (!value || typeof value !== 'object') return null;
  const { legalName, address, stateCode, gstin, fssaiLicence, sacCode, rateBasisPoints } = value;
  if (
    typeof legalName !== 'string' ||
    typeof address !== 'string' ||
    typeof stateCode !== 'string' ||
    typeof gstin !== 'string' ||
    !GSTIN_PATTERN.test(gstin) ||
    typeof fssaiLicence !== 'string' ||
    typeof sacCode !== 'string' ||
    typeof rateBasisPoints !== 'number'
  ) {
    return null;
  }
  return { legalName, address, stateCode, gstin, fssaiLicence, sacCode, rateBasisPoints };
}

interface TaxSettingsShape {
  settings: TaxSettings | null;
}

const GstState = builder.objectRef<{ code: string; name: string }>('GstState').implement({
  description: 'A state or union territory and its GST code.',
  authScopes: { admin: true },
  fields: (t) => ({
    code: t.exposeString('code', { description: "Two digits: a GSTIN's first two." }),
    name: t.exposeString('name', { description: 'Its name.' }),
  }),
});

const TaxSettingsRef = builder.objectRef<TaxSettingsShape>('TaxSettings').implement({
  description: "The seller's GST details printed on every receipt voucher and tax invoice (admin).",
  authScopes: { admin: true },
  fields: (t) => ({
    configured: t.boolean({ description: 'Whether they are entered: no document is issued before.', resolve: (s) => s.settings !== null }),
    legalName: t.string({ nullable: true, description: 'Legal name of the business.', resolve: (s) => s.settings?.legalName ?? null }),
    address: t.string({ nullable: true, description: 'Its registered address.', resolve: (s) => s.settings?.address ?? null }),
    stateCode: t.string({ nullable: true, description: 'GST code of its state.', resolve: (s) => s.settings?.stateCode ?? null }),
    state: t.string({ nullable: true, description: "Its state, e.g. '29-Karnataka'.", resolve: (s) => (s.settings ? stateLabel(s.settings.stateCode) : null) }),
    gstin: t.string({ nullable: true, description: 'GSTIN (15 characters).', resolve: (s) => s.settings?.gstin ?? null }),
    fssaiLicence: t.string({ nullable: true, description: 'FSSAI licence number (14 digits).', resolve: (s) => s.settings?.fssaiLicence ?? null }),
    sacCode: t.string({ description: `SAC code (default ${DEFAULT_SAC_CODE}).`, resolve: (s) => s.settings?.sacCode ?? DEFAULT_SAC_CODE }),
    ratePercent: t.float({
      description: `GST rate, percent (default ${DEFAULT_GST_RATE_BASIS_POINTS / 100}).`,
      resolve: (s) => (s.settings?.rateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS) / 100,
    }),
    states: t.field({ type: [GstState], description: 'The states to choose from.', resolve: () => [...GST_STATES] }),
  }),
});

const TaxSettingsInput = builder.inputType('TaxSettingsInput', {
  description: "The seller's GST details.",
  fields: (t) => ({
    legalName: t.string({ required: true, description: 'Legal name, at most 200 characters.' }),
    address: t.string({ required: true, description: 'Registered address, at most 500 characters.' }),
    stateCode: t.string({ required: true, description: 'GST code of the state (two digits).' }),
    gstin: t.string({ required: true, description: "15 characters; the first two are the state's code." }),
    fssaiLicence: t.string({ required: true, description: 'FSSAI licence number, 14 digits.' }),
    sacCode: t.string({ required: true, description: `SAC code, 6 digits (${DEFAULT_SAC_CODE}: door delivery of prepared food).` }),
    ratePercent: t.float({ required: true, description: 'GST rate in percent, 0 to 28, at most 2 decimals.' }),
  }),
});

builder.queryFields((t) => ({
  taxSettings: t.field({
    type: TaxSettingsRef,
    description: "The seller's GST details (admin).",
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => ({ settings: await readTaxSettings(ctx.prisma) }),
  }),
}));

builder.mutationFields((t) => ({
  updateTaxSettings: t.field({
    type: TaxSettingsRef,
    description: "Sets the seller's GST details (admin). Documents already issued keep the details they were issued with.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: TaxSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(taxSettingsSchema, input);
      const settings: TaxSettings = {
        legalName: parsed.legalName,
        address: parsed.address,
        stateCode: parsed.stateCode,
        gstin: parsed.gstin,
        fssaiLicence: parsed.fssaiLicence,
        sacCode: parsed.sacCode,
        rateBasisPoints: Math.round(parsed.ratePercent * 100),
      };
      await ctx.prisma.$transaction(async (tx) => {
        const before = await readTaxSettings(tx);
        const value = { ...settings };
        await tx.setting.upsert({
          where: { key: TAX_SETTINGS_KEY },
          create: { key: TAX_SETTINGS_KEY, value, updatedById: ctx.viewer!.id },
          update: { value, updatedById: ctx.viewer!.id },
        });
        await recordAudit(tx, ctx, { action: 'settings.update', subject: 'GST details', before: before ? { ...before } : null, after: value });
      });
      return { settings };
    },
  }),
}));
