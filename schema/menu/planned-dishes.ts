// The dish the weekly menu plans for a meal: by date, meal and type (several dishes of one type are
// joined with ' / '). Read once for a span of weeks, for the dispatch list and the upcoming meals.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { fromDbDate, toDbDate, weekdayOf, weekStartOf, type LocalDate } from '../time.ts';

export type PlannedDish = (date: LocalDate, meal: string, type: string) => string | null;

/** The weekly menus of the weeks from `first`'s to `last`'s, as a lookup (one query). */
export async function plannedDishes(
  db: Pick<Prisma.TransactionClient, 'menuItem'>,
  first: LocalDate,
  last: LocalDate,
  only: { weekday?: string; meal?: string } = {},
): Promise<PlannedDish> {
  const items = await db.menuItem.findMany({
    where: {
      weekStart: { gte: toDbDate(weekStartOf(first)), lte: toDbDate(weekStartOf(last)) },
      ...(only.weekday ? { weekday: only.weekday as never } : {}),
      ...(only.meal ? { meal: only.meal as never } : {}),
    },
    select: { weekStart: true, weekday: true, meal: true, type: true, dish: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  const names = new Map<string, string[]>();
  for (const item of items) {
    const key = `${fromDbDate(item.weekStart)}:${item.weekday}:${item.meal}:${item.type}`;
    names.set(key, [...(names.get(key) ?? []), item.dish.name]);
  }
  return (date, meal, type) => names.get(`${weekStartOf(date)}:${weekdayOf(date)}:${meal}:${type}`)?.join(' / ') ?? null;
}
