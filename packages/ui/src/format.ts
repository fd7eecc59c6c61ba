// How every app writes money and enum values, so that a customer and an admin read the same figures
// the same way. Moments are in `dates.ts`.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** 1234.5 → '₹1,234.50'; 123456.789 → '₹1,23,456.79'. */
export function formatINR(amount: number): string {
  return inr.format(amount);
}

/** 'breakfast' → 'Breakfast'. */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
