// The work-queue filters shared by the order and contact enquiry lists: unattended only, a date
// range (calendar days in the business time zone, both ends included) and a search on name, e-mail
// or phone. A plan type applies to order enquiries only.
import type { Context } from '../context.ts';
import { addDays, startOfBusinessDay, type LocalDate } from '../time.ts';

export interface EnquiryFilter {
  search?: string | null;
  unattendedOnly?: boolean | null;
  from?: LocalDate | null;
  to?: LocalDate | null;
}

/** The Prisma where of a filter; `dateField` is the list's time column (createdAt or submittedAt). */
export function enquiryWhere<F extends string>(ctx: Pick<Context, 'timeZone'>, filter: EnquiryFilter, dateField: F) {
  const text = filter.search?.trim().slice(0, 100);
  const digits = text?.replace(/\D/g, '') ?? '';
  const range: { gte?: Date; lt?: Date } = {};
  if (filter.from) range.gte = startOfBusinessDay(filter.from, ctx.timeZone);
  if (filter.to) range.lt = startOfBusinessDay(addDays(filter.to, 1), ctx.timeZone);
  return {
    ...(filter.unattendedOnly ? { attended: false } : {}),
    ...(range.gte || range.lt ? { [dateField]: range } : {}),
    ...(text
      ? {
          OR: [
            { name: { contains: text, mode: 'insensitive' as const } },
            { email: { contains: text, mode: 'insensitive' as const } },
            ...(digits.length >= 3 ? [{ phone: { contains: digits } }] : []),
          ],
        }
      : {}),
  };
}
