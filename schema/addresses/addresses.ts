// Delivery addresses and the service area.
//
// A customer keeps up to 10 addresses (label such as Home or Office, lines, landmark, city, 6-digit
// PIN, delivery notes), one of them the default; an address whose PIN is outside the service area is
// refused with 'We do not deliver to this PIN code yet.' The service area is a list of PIN codes the
// admins keep; while it is empty every PIN is accepted (a new installation is not locked out).
//
// GraphQL: `User.addresses`, `addAddress(userId, input)` / `updateAddress(id, input)` /
// `deleteAddress(id)` (a customer their own, an admin anyone's), `serviceArea` and `deliversTo(pin)`
// (anyone: the sign-up form asks), `addServiceAreaPins(pins)` / `removeServiceAreaPin(pin)` and
// `setRunOrder(pins)`, the delivery run's order of PIN codes (admin).
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { recordId } from '../enquiries/record-id.ts';
import { badInput, notFound } from '../errors.ts';
import { TX_OPTIONS } from '../transactions.ts';
import { parseInput } from '../validate.ts';
import { businessDate, toDbDate } from '../time.ts';
import { whoseData } from '../users/whose.ts';
import { ADDRESS_LABELS, addressSchema, MAX_ADDRESSES, MESSAGES, pinField, RUN_ORDER_MESSAGES, runOrderSchema, serviceAreaPinsSchema, tooManyAddresses, isIncompleteAddress, type AddressData } from '@freshmeals/rules/addresses';
import { z } from 'zod';

type Db = Prisma.TransactionClient;

/** Whether the kitchen delivers to `pin`: it is in the service area, or the area is not set up. */
export async function deliversTo(db: Pick<Db, 'serviceAreaPin'>, pin: string): Promise<boolean> {
  const [listed, any] = await Promise.all([
    db.serviceAreaPin.findUnique({ where: { pin }, select: { pin: true } }),
    db.serviceAreaPin.findFirst({ select: { pin: true } }),
  ]);
  return listed !== null || any === null;
}

/** Throws the product's message, on `field`, when the kitchen does not deliver to `pin`. */
export async function assertDeliversTo(db: Pick<Db, 'serviceAreaPin'>, pin: string, field = 'pin'): Promise<void> {
  if (!(await deliversTo(db, pin))) throw badInput(MESSAGES.outsideArea, field);
}

/**
 * Saves the PIN code a sign-up gave as the new account's first delivery address, inside the
 * verification's transaction. The sign-up asks for the PIN only, so the address has no street or
 * city yet (empty): the account page asks the customer to complete it. Nothing is added when the
 * account already has an address with that PIN, has no room for another, or when the PIN has left
 * the service area since the sign-up (the account page then offers 'Add address', which says so).
 */
export async function addSignupAddress(tx: Db, userId: number, pin: string): Promise<void> {
  const parsed = pinField.safeParse(pin);
  if (!parsed.success || !(await deliversTo(tx, parsed.data))) return;
  const [same, count] = await Promise.all([
    tx.address.findFirst({ where: { userId, pin: parsed.data }, select: { id: true } }),
    tx.address.count({ where: { userId } }),
  ]);
  if (same || count >= MAX_ADDRESSES) return;
  await tx.address.create({ data: { userId, label: ADDRESS_LABELS[0], line1: '', city: '', pin: parsed.data }, select: { id: true } });
  await settleDefault(tx, userId);
}

export const AddressNode = builder.prismaNode('Address', {
  description: "A delivery address of a customer. The customer's own; admins and kitchen staff read everyone's.",
  id: { field: 'id' },
  authScopes: (address) => ({ $any: { staff: true, self: address.userId } }),
  fields: (t) => ({
    addressId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    userId: t.exposeInt('userId', { description: 'Whose address.' }),
    label: t.exposeString('label', { description: 'Home, Office or another short name.' }),
    line1: t.exposeString('line1', { description: 'House, street.' }),
    line2: t.exposeString('line2', { nullable: true, description: 'Area, more of the address.' }),
    landmark: t.exposeString('landmark', { nullable: true, description: 'A landmark near it.' }),
    city: t.exposeString('city', { description: 'City.' }),
    pin: t.exposeString('pin', { description: 'The 6-digit PIN code.' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Delivery notes (gate code, floor, ...).' }),
    isDefault: t.exposeBoolean('isDefault', { description: 'Meals go here unless their slot names another address.' }),
    complete: t.boolean({
      description: 'False for an address saved from the PIN code given at sign-up until its street and city are added.',
      resolve: (address) => !isIncompleteAddress(address),
    }),
  }),
});

builder.prismaObjectField('User', 'addresses', (t) =>
  t.relation('addresses', {
    description: 'Delivery addresses, the default first.',
    query: { orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] },
  }),
);

/** The service area in the delivery run's order: the ordered PIN codes first, then the rest by code. */
const SERVICE_AREA_ORDER = [{ runOrder: { sort: 'asc', nulls: 'last' } }, { pin: 'asc' }] satisfies Prisma.ServiceAreaPinOrderByWithRelationInput[];

const ServiceAreaPinRef = builder.prismaObject('ServiceAreaPin', {
  description: 'A PIN code the kitchen delivers to.',
  authScopes: { public: true },
  fields: (t) => ({
    pin: t.exposeString('pin', { description: 'The 6-digit PIN code.' }),
    runOrder: t.exposeInt('runOrder', { nullable: true, description: "Its place in the delivery run (1 first); null: after the ordered ones. Staff only.", authScopes: { staff: true } }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  description: 'A delivery address.',
  fields: (t) => ({
    label: t.string({ required: true, description: 'Home, Office or another short name (up to 30 characters).' }),
    line1: t.string({ required: true, description: 'House, street.' }),
    line2: t.string({ description: 'Area, more of the address.' }),
    landmark: t.string({ description: 'A landmark near it.' }),
    city: t.string({ required: true, description: 'City.' }),
    pin: t.string({ required: true, description: 'The 6-digit PIN code; it must be in the service area.' }),
    notes: t.string({ description: 'Delivery notes (up to 200 characters).' }),
    isDefault: t.boolean({ description: 'Make it the default address (the first address always is).' }),
  }),
});

/** Locks the user's row so that two changes to their addresses run one after the other. */
async function lockUser(tx: Db, userId: number): Promise<void> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw notFound('User not found');
}

/** Keeps exactly one default: `id` when given, else the current one, else the oldest address. */
async function settleDefault(tx: Db, userId: number, id?: number): Promise<void> {
  const current = id ?? (await tx.address.findFirst({ where: { userId, isDefault: true }, select: { id: true } }))?.id;
  const chosen = current ?? (await tx.address.findFirst({ where: { userId }, orderBy: { id: 'asc' }, select: { id: true } }))?.id;
  if (chosen === undefined) return;
  await tx.address.updateMany({ where: { userId, isDefault: true, id: { not: chosen } }, data: { isDefault: false } });
  await tx.address.update({ where: { id: chosen }, data: { isDefault: true } });
}

/** The address `id` (of `userId`, when given) with its owner, when the viewer may change it. */
async function ownedAddress(ctx: Context, id: string | number, userId?: number | null): Promise<{ id: number; userId: number }> {
  // Someone else's addresses are refused before it is said whether the address exists.
  if (userId !== null && userId !== undefined) whoseData(ctx, userId);
  const addressId = recordId('Address', id);
  const address = addressId === null ? null : await ctx.prisma.address.findUnique({ where: { id: addressId }, select: { id: true, userId: true } });
  if (!address || (userId !== null && userId !== undefined && address.userId !== userId)) throw notFound(MESSAGES.notFound);
  whoseData(ctx, address.userId);
  return address;
}

const columns = (data: AddressData) => {
  const { isDefault: _default, ...rest } = data;
  return rest;
};

builder.queryFields((t) => ({
  addresses: t.prismaField({
    type: ['Address'],
    description: "A user's delivery addresses, the default first: a customer their own (userId omitted); admins and kitchen staff anyone's.",
    authScopes: { loggedIn: true },
    args: { userId: t.arg.int({ description: "Whose: staff's choice; the viewer's own when omitted." }) },
    resolve: async (query, _root, args, ctx) => {
      const userId = whoseData(ctx, args.userId, 'read');
      if (!(await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound('User not found');
      return ctx.prisma.address.findMany({ ...query, where: { userId }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
    },
  }),
  serviceArea: t.prismaField({
    type: ['ServiceAreaPin'],
    description: 'The PIN codes the kitchen delivers to, in order (empty: every PIN is accepted).',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.serviceAreaPin.findMany({ ...query, orderBy: SERVICE_AREA_ORDER }),
  }),
  deliversTo: t.boolean({
    description: "Whether the kitchen delivers to this PIN code (the sign-up form's check).",
    authScopes: { public: true },
    args: { pin: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => deliversTo(ctx.prisma, parseInput(z.object({ pin: pinField }), args).pin),
  }),
}));

builder.mutationFields((t) => ({
  addServiceAreaPins: t.prismaField({
    type: ['ServiceAreaPin'],
    description: 'Adds PIN codes to the service area (admin); ones already there are kept. Answers the whole area.',
    authScopes: { admin: true },
    args: { pins: t.arg.stringList({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { pins } = parseInput(serviceAreaPinsSchema, args);
      await ctx.prisma.$transaction(async (tx) => {
        const { count } = await tx.serviceAreaPin.createMany({ data: [...new Set(pins)].map((pin) => ({ pin })), skipDuplicates: true });
        if (count > 0) await recordAudit(tx, ctx, { action: 'service-area.add', subject: 'Service area', after: { pins: [...new Set(pins)].sort() } });
      });
      return ctx.prisma.serviceAreaPin.findMany({ ...query, orderBy: SERVICE_AREA_ORDER });
    },
  }),
  removeServiceAreaPin: t.prismaField({
    type: ['ServiceAreaPin'],
    description: 'Takes a PIN code out of the service area (admin); addresses there stay, new ones are refused.',
    authScopes: { admin: true },
    args: { pin: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { pin } = parseInput(z.object({ pin: pinField }), args);
      await ctx.prisma.$transaction(async (tx) => {
        const { count } = await tx.serviceAreaPin.deleteMany({ where: { pin } });
        if (count === 0) throw notFound('This PIN code is not in the service area');
        await recordAudit(tx, ctx, { action: 'service-area.remove', subject: 'Service area', before: { pin } });
      });
      return ctx.prisma.serviceAreaPin.findMany({ ...query, orderBy: SERVICE_AREA_ORDER });
    },
  }),
  setRunOrder: t.prismaField({
    type: ['ServiceAreaPin'],
    description:
      "The delivery run's order of PIN codes (admin): these first, in this order, then the rest of the service area by code; an empty " +
      "list clears it. Riders' runs follow it from today on, meals already locked included. Answers the whole area in order.",
    authScopes: { admin: true },
    args: { pins: t.arg.stringList({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { pins } = parseInput(runOrderSchema, args);
      const known = await ctx.prisma.serviceAreaPin.count({ where: { pin: { in: pins } } });
      if (known !== pins.length) throw badInput(RUN_ORDER_MESSAGES.notInArea, 'pins');
      const today = toDbDate(businessDate(ctx.now(), ctx.timeZone));
      await ctx.prisma.$transaction(async (tx) => {
        await tx.serviceAreaPin.updateMany({ data: { runOrder: null } });
        for (const [index, pin] of pins.entries()) await tx.serviceAreaPin.update({ where: { pin }, data: { runOrder: index + 1 } });
        // Today's and coming meals already in the ledger take the new order too.
        await tx.$executeRaw`UPDATE "MealRecord" r SET "runOrder" = (SELECT p."runOrder" FROM "ServiceAreaPin" p WHERE p."pin" = r."pin") WHERE r."date" >= ${today}`;
        await recordAudit(tx, ctx, { action: 'service-area.order', subject: 'Service area', after: { pins } });
      });
      return ctx.prisma.serviceAreaPin.findMany({ ...query, orderBy: SERVICE_AREA_ORDER });
    },
  }),

  addAddress: t.prismaField({
    type: 'Address',
    description: 'Adds a delivery address: a customer their own (userId omitted), an admin anyone’s. The first one is the default.',
    authScopes: { loggedIn: true },
    args: { userId: t.arg.int({ description: "Whose: an admin's choice; the viewer's own when omitted." }), input: t.arg({ type: AddressInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const userId = whoseData(ctx, args.userId);
      const data = parseInput(addressSchema, args.input);
      const id = await ctx.prisma.$transaction(async (tx) => {
        await lockUser(tx, userId);
        await assertDeliversTo(tx, data.pin);
        if ((await tx.address.count({ where: { userId } })) >= MAX_ADDRESSES) throw badInput(tooManyAddresses);
        const created = await tx.address.create({ data: { ...columns(data), userId }, select: { id: true } });
        await settleDefault(tx, userId, data.isDefault ? created.id : undefined);
        return created.id;
      }, TX_OPTIONS);
      return ctx.prisma.address.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateAddress: t.prismaField({
    type: 'Address',
    description: 'Replaces an address (its owner or an admin). isDefault true makes it the default.',
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id or the numeric addressId.' }),
      userId: t.arg.int({ description: 'When given, the address must be this user’s (NOT_FOUND otherwise).' }),
      input: t.arg({ type: AddressInput, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const address = await ownedAddress(ctx, args.id, args.userId);
      const data = parseInput(addressSchema, args.input);
      await ctx.prisma.$transaction(async (tx) => {
        await lockUser(tx, address.userId);
        await assertDeliversTo(tx, data.pin);
        await tx.address.update({ where: { id: address.id }, data: columns(data) });
        await settleDefault(tx, address.userId, data.isDefault ? address.id : undefined);
      }, TX_OPTIONS);
      return ctx.prisma.address.findUniqueOrThrow({ ...query, where: { id: address.id } });
    },
  }),
  deleteAddress: t.prismaField({
    type: 'User',
    description: "Deletes an address (its owner or an admin); meals that named it go to the default. Answers the owner.",
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id or the numeric addressId.' }),
      userId: t.arg.int({ description: 'When given, the address must be this user’s (NOT_FOUND otherwise).' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const address = await ownedAddress(ctx, args.id, args.userId);
      await ctx.prisma.$transaction(async (tx) => {
        await lockUser(tx, address.userId);
        await tx.address.delete({ where: { id: address.id } });
        await settleDefault(tx, address.userId);
      }, TX_OPTIONS);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: address.userId } });
    },
  }),
}));
