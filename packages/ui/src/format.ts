// How every app writes money and enum values, so that a customer and an admin read the same figures
// the same way. Moments are in `dates.ts`.

// Made on first use, or earlier when an app has time to spare (prepareFormats): the console loads
// this file at start, and a page's first Intl format costs tens of milliseconds of CPU (the locale's
// data), which a screen that shows no money need not pay, and which a list that does show money
// should not pay between its data's arrival and its rows.
let inr: Intl.NumberFormat | undefined;

const rupees = () => (inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }));

/** 1234.5 → '₹1,234.50'; 123456.789 → '₹1,23,456.79'. */
export function formatINR(amount: number): string {
  return rupees().format(amount);
}

/** Makes the formats ahead of their first use: for an idle moment (it takes that CPU then). */
export function prepareFormats(): void {
  rupees();
}

/** 'breakfast' → 'Breakfast'. */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
