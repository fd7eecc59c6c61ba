// The dish the weekly menu plans for a meal: by date, meal and type (several dishes of one type are
// joined with ' / '). Read once for a span of weeks, for the dispatch list and the upcoming meals.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { fromDbDate, toDbDate, weekdayOf, weekStartOf, type LocalDate } from '../time.ts';

export type PlannedDish = ((date: LocalDate, meal: string, type: string) => string | null) & {
  /** The dishes' ids, in the same order (empty without a menu). */
  ids: (date: LocalDate, meal: string, type: string) => number[];
};

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
    select: { weekStart: true, weekday: true, meal: true, type: true, dish: { select: { id: true, name: true } } },
    orderBy: { id: 'asc' },
  });
  const dishes = new Map<string, { id: number; name: string }[]>();
  for (const item of items) {
    const key = `${fromDbDate(item.weekStart)}:${item.weekday}:${item.meal}:${item.type}`;
    dishes.set(key, [...(dishes.get(key) ?? []), item.dish]);
  }
  const of = (date: LocalDate, meal: string, type: string) => dishes.get(`${weekStartOf(date)}:${weekdayOf(date)}:${meal}:${type}`) ?? [];
  return Object.assign((date: LocalDate, meal: string, type: string) => of(date, meal, type).map((d) => d.name).join(' / ') || null, {
    ids: (date: LocalDate, meal: string, type: string) => of(date, meal, type).map((d) => d.id),
  });
}
