// Rules for delivery addresses and the service area (the PIN codes the kitchen delivers to). One
// set of rules for the gateway, the sign-up form, the account page and the console (zod only).
import { z } from 'zod';

export const MESSAGES = {
  label: 'Label is required',
  labelMax: 'Label must be at most 30 characters',
  line1: 'Address is required',
  lineMax: 'Address lines must be at most 120 characters',
  landmarkMax: 'Landmark must be at most 120 characters',
  city: 'City is required',
  cityMax: 'City must be at most 60 characters',
  pin: 'Enter a 6-digit PIN code',
  notesMax: 'Delivery notes must be at most 200 characters',
  outsideArea: 'We do not deliver to this PIN code yet.',
  notFound: 'Address not found',
  pinsMax: 'Add at most 200 PIN codes at once',
} as const;

/** A limit of our own: a customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 10;
export const tooManyAddresses = `You can keep at most ${MAX_ADDRESSES} addresses`;

/** The labels offered first; any short label is accepted. */
export const ADDRESS_LABELS = ['Home', 'Office'] as const;

/** An Indian PIN code: six digits, the first not 0 (spaces inside are ignored). */
export const pinField = z
  .string(MESSAGES.pin)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, MESSAGES.pin));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

export const addressSchema = z.object({
  label: z.string(MESSAGES.label).trim().min(1, MESSAGES.label).max(30, MESSAGES.labelMax),
  line1: z.string(MESSAGES.line1).trim().min(1, MESSAGES.line1).max(120, MESSAGES.lineMax),
  line2: optionalText(120, MESSAGES.lineMax),
  landmark: optionalText(120, MESSAGES.landmarkMax),
  city: z.string(MESSAGES.city).trim().min(1, MESSAGES.city).max(60, MESSAGES.cityMax),
  pin: pinField,
  notes: optionalText(200, MESSAGES.notesMax),
  isDefault: z.boolean().nullish().transform((value) => value ?? false),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressData = z.output<typeof addressSchema>;

export const serviceAreaPinsSchema = z.object({ pins: z.array(pinField).min(1, MESSAGES.pin).max(200, MESSAGES.pinsMax) });

export const RUN_ORDER_MESSAGES = {
  notInArea: 'Only PIN codes of the service area can be put in the delivery order',
  repeated: 'Each PIN code can be in the delivery order once',
} as const;

/** The delivery run's order: PIN codes of the service area, first delivered first (an empty list clears it). */
export const runOrderSchema = z.object({
  pins: z
    .array(pinField)
    .max(200, MESSAGES.pinsMax)
    .refine((pins) => new Set(pins).size === pins.length, RUN_ORDER_MESSAGES.repeated),
});

/** An address as the API returns it (optional parts null or absent). */
export interface AddressParts {
  readonly label: string;
  readonly line1: string;
  readonly line2?: string | null;
  readonly landmark?: string | null;
  readonly city: string;
  readonly pin: string;
  readonly notes?: string | null;
  readonly isDefault?: boolean;
}

/** '14, 2nd Cross, Indiranagar, near the metro, Bengaluru 560038' (the label and notes apart). */
export function addressLine(address: AddressParts): string {
  const cityPin = [address.city.trim(), address.pin].filter(Boolean).join(' ');
  return [address.line1.trim(), address.line2, address.landmark, cityPin].filter(Boolean).join(', ');
}

/**
 * An address saved from the PIN code given at sign-up has no street or city yet: the account page
 * asks for them.
 */
export const isIncompleteAddress = (address: Pick<AddressParts, 'line1' | 'city'>) => !address.line1.trim() || !address.city.trim();

/** The account page's prompt beside such an address. */
export const COMPLETE_ADDRESS = 'Add your street and city so we can deliver here.';

/** A saved address as an address form's values (absent parts as empty fields). */
export function toAddressInput(address: AddressParts): AddressInput {
  return {
    label: address.label,
    line1: address.line1,
    line2: address.line2 ?? '',
    landmark: address.landmark ?? '',
    city: address.city,
    pin: address.pin,
    notes: address.notes ?? '',
    isDefault: address.isDefault ?? false,
  };
}

/** The parts a person types; the label and the default flag alone do not make an address. */
const TYPED_PARTS = ['line1', 'line2', 'landmark', 'city', 'pin', 'notes'] as const;

function isBlankAddress(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  const parts = value as Record<string, unknown>;
  return TYPED_PARTS.every((part) => parts[part] === undefined || parts[part] === null || String(parts[part]).trim() === '');
}

/**
 * An address a form may leave out (the Add user dialog): left blank, none (null); any part typed,
 * the whole address's rules and messages.
 */
export const optionalAddressSchema = z.preprocess((value) => (isBlankAddress(value) ? null : value), addressSchema.nullable());
