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
