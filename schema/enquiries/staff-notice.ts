// New enquiries are announced to the staff address (STAFF_EMAIL) through the outbox, so that a
// quote or a message is answered without someone watching the console. Without STAFF_EMAIL nothing
// is sent.
import type { Context, MailMessage } from '../context.ts';

const PLAN_NAMES: Record<string, string> = { vegPlan: 'Veg Plan', eggPlan: 'Egg Plan', chickenPlan: 'Chicken Plan' };

interface OrderEnquiry {
  id: number;
  name: string;
  email: string;
  phone: string;
  mealType: string;
  mealDetails: string[];
  duration: number;
  addons: string[];
}

interface ContactEnquiry {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function orderEnquiryNotice(to: string, enquiry: OrderEnquiry, publicUrl: string): MailMessage {
  return {
    to,
    tag: 'staff-enquiry',
    subject: `New quote request from ${enquiry.name}`,
    text: [
      `${enquiry.name} asked for a quote.`,
      '',
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      `Plan: ${PLAN_NAMES[enquiry.mealType] ?? enquiry.mealType}, ${enquiry.duration} days`,
      `Meals: ${enquiry.mealDetails.join(', ')}`,
      `Add-ons: ${enquiry.addons.length ? enquiry.addons.join(', ') : 'none'}`,
      '',
      `Open it: ${publicUrl}/dashboard/order-enquiry/${enquiry.id}`,
    ].join('\n'),
  };
}

export function contactEnquiryNotice(to: string, enquiry: ContactEnquiry, publicUrl: string): MailMessage {
  return {
    to,
    tag: 'staff-enquiry',
    subject: `New message from ${enquiry.name}`,
    text: [
      `${enquiry.name} wrote through the contact form:`,
      '',
      enquiry.message,
      '',
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      '',
      `Open it: ${publicUrl}/dashboard/contact-enquiry/${enquiry.id}`,
    ].join('\n'),
  };
}

/** Sends the notice when a staff address is configured; a failed delivery stays in the outbox. */
export async function tellStaff(ctx: Pick<Context, 'staffEmail' | 'mailer'>, notice: (to: string) => MailMessage): Promise<void> {
  if (ctx.staffEmail) await ctx.mailer.send(notice(ctx.staffEmail));
}
