// Fills a migrated, seeded database with the volume of a kitchen in full swing: dishes in a dozen
// categories with this week's and next week's menu, verified customers with weekly routines, a long
// credit history and a few skips today. Plain SQL with generate_series, so 50,000 transactions take
// a second, not a minute of single inserts.
import type pg from 'pg';

export interface Volume {
  dishes: number;
  customers: number;
  transactions: number;
}

export const CUSTOMER_PASSWORD = 'Customer@1234';

/** customer1@bench.example … customerN@bench.example, all with CUSTOMER_PASSWORD. */
export function customerEmail(n: number): string {
  return `customer${n}@bench.example`;
}

const CATEGORIES = ['Curries', 'Dals', 'Rice', 'Breads', 'Salads', 'Soups', 'Snacks', 'Wraps', 'Bowls', 'Grills', 'Sweets', 'Breakfast'];

export async function seedVolume(pool: pg.Pool, volume: Volume, passwordHash: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "DishCategory" ("name", "nameKey")
       SELECT name, lower(name) FROM unnest($1::text[]) AS name ON CONFLICT ("nameKey") DO NOTHING`,
      [CATEGORIES],
    );
    await client.query(
      `INSERT INTO "Dish" ("name", "description", "type", "categoryId", "calories", "protein", "fat", "carbs", "imageUrl", "createdAt")
       SELECT 'Dish ' || i,
              'A freshly cooked dish number ' || i || ', balanced and home-style.',
              (ARRAY['veg', 'egg', 'chicken'])[1 + i % 3]::"MealCategory",
              (SELECT id FROM "DishCategory" ORDER BY id OFFSET i % $2 LIMIT 1),
              300 + i % 400, 10 + i % 30, 5 + i % 20, 30 + i % 60,
              'https://images.bench.example/dishes/' || i || '.jpg',
              now() - make_interval(mins => i)
       FROM generate_series(1, $1::int) AS i`,
      [volume.dishes, CATEGORIES.length],
    );
    await client.query(
      `INSERT INTO "User" ("name", "email", "phone", "passwordHash", "role", "emailVerified", "creditPaise", "createdAt", "updatedAt")
       SELECT 'Customer ' || i, 'customer' || i || '@bench.example', '9' || lpad(i::text, 9, '0'), $2,
              'customer', true, (i % 50) * 13900, now() - make_interval(hours => i), now()
       FROM generate_series(1, $1::int) AS i`,
      [volume.customers, passwordHash],
    );
    // Lunch on weekdays for everyone, dinner for every second customer, breakfast for every third.
    await client.query(
      `INSERT INTO "RoutineSlot" ("userId", "weekday", "meal", "hour", "type", "snacks", "drinks", "proteinMultiplier")
       SELECT u.id, d.weekday::"Weekday", m.meal::"Meal", m.hour,
              (ARRAY['veg', 'egg', 'chicken'])[1 + u.id % 3]::"MealCategory", u.id % 4 = 0, u.id % 5 = 0, u.id % 3
       FROM "User" u
       CROSS JOIN unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) AS d(weekday)
       CROSS JOIN (VALUES ('breakfast', 8, 3), ('lunch', 13, 1), ('dinner', 20, 2)) AS m(meal, hour, every)
       WHERE u.role = 'customer' AND u.id % m.every = 0`,
    );
    await client.query(
      `INSERT INTO "CreditTransaction" ("userId", "type", "amountPaise", "note", "paymentMethod", "createdAt")
       SELECT c.ids[1 + i % array_length(c.ids, 1)],
              CASE WHEN i % 4 = 0 THEN 'credit' ELSE 'debit' END::"TransactionType",
              CASE WHEN i % 4 = 0 THEN 417000 ELSE 13900 END,
              CASE WHEN i % 4 = 0 THEN 'Monthly plan' END,
              CASE WHEN i % 4 = 0 THEN 'online' ELSE 'debit' END::"PaymentMethod",
              now() - make_interval(mins => i * 7)
       FROM generate_series(1, $1::int) AS i,
            (SELECT array_agg(id ORDER BY id) AS ids FROM "User" WHERE role = 'customer') AS c`,
      [volume.transactions],
    );
    // This week's and next week's menu: two dishes of each type for every day and meal.
    await client.query(
      `INSERT INTO "MenuItem" ("weekStart", "weekday", "meal", "type", "dishId")
       SELECT w.start, d.weekday::"Weekday", m.meal::"Meal", dish."type", dish.id
       FROM (SELECT date_trunc('week', (now() AT TIME ZONE 'Asia/Kolkata'))::date + n * 7 AS start FROM generate_series(0, 1) AS n) AS w
       CROSS JOIN unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) WITH ORDINALITY AS d(weekday, k)
       CROSS JOIN unnest(ARRAY['breakfast', 'lunch', 'dinner']) WITH ORDINALITY AS m(meal, j)
       CROSS JOIN unnest(ARRAY['veg', 'egg', 'chicken']) AS t(type)
       CROSS JOIN LATERAL (
         SELECT id, "type" FROM "Dish" WHERE "type" = t.type::"MealCategory" ORDER BY id OFFSET (d.k * 3 + m.j) * 2 % 15 LIMIT 2
       ) AS dish
       ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO "Skip" ("userId", "date", "meal")
       SELECT id, (now() AT TIME ZONE 'Asia/Kolkata')::date, 'lunch' FROM "User" WHERE role = 'customer' AND id % 20 = 0`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('ANALYZE');
}
