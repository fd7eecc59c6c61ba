// What 'Sign up with this plan' hands the sign-up form: the name, e-mail and phone typed in the
// quote dialog. They travel in the router's location state (the browser's history entry), never in
// the address: an address with an e-mail or phone in it ends up in logs, analytics and referrers.
export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
}

export interface SignUpState {
  quoteContact: QuoteContact;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 254) : '');

/** The quote's contact details in a location state, or null (any other state, or none). */
export function quoteContactFrom(state: unknown): QuoteContact | null {
  if (!state || typeof state !== 'object' || !('quoteContact' in state)) return null;
  const contact = (state as { quoteContact: unknown }).quoteContact;
  if (!contact || typeof contact !== 'object') return null;
  const { name, email, phone } = contact as Record<string, unknown>;
  return { name: text(name), email: text(email), phone: text(phone) };
}
