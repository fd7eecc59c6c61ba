// How every app writes money and enum values, so that a customer and an admin read the same figures
// the same way. Moments are in `dates.ts`.

// Made on first use: the console loads this file at start, and a page's first Intl format costs
// tens of milliseconds of CPU, which a screen that shows no money need not pay.
let inr: Intl.NumberFormat | undefined;

/** 1234.5 → '₹1,234.50'; 123456.789 → '₹1,23,456.79'. */
export function formatINR(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
  return inr.format(amount);
}

/** 'breakfast' → 'Breakfast'. */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
