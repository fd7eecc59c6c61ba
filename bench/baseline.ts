// The yardstick for the GraphQL dishes page: what a careful hand-written endpoint costs on this
// machine. Plain node:http and pg, no framework: it checks the bearer token (jose, as the gateway
// does), runs the statements the gateway ran before it was tuned (the viewer check, the count, the
// page, the categories and the ratings of the page) and writes the same JSON as
// `dishes(first: 10) { totalCount edges { node { …DishCard } } }`. The bench checks that the two
// answers are equal before it measures.
//
// Run by bench/api.ts as a child process: `tsx bench/baseline.ts` with PORT, DATABASE_URL and
// JWT_SECRET (plus the gateway's JWT issuer and audience defaults) in the environment.
import { createServer } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = new TextEncoder().encode(process.env.JWT_SECRET);

const VIEWER = `SELECT u."id", u."role"::text AS "role", u."isDisabled", u."emailVerified",
  ($1::text IS NULL OR COALESCE((
    SELECT bool_and(s."revokedAt" IS NULL) AND bool_or(s."familyExpiresAt" > $2)
    FROM "Session" s WHERE s."familyId" = $1::text AND s."userId" = u."id"
  ), false)) AS "sessionLive"
FROM "User" u WHERE u."id" = $3`;
const COUNT = `SELECT COUNT(*) AS "count" FROM "Dish"`;
const PAGE = `SELECT "id", "name", "description", "type"::text, "categoryId", "calories", "protein", "fat", "carbs", "imageUrl"
FROM "Dish" ORDER BY "createdAt" DESC, "id" DESC LIMIT $1 OFFSET $2`;
const CATEGORIES = `SELECT "id", "name" FROM "DishCategory" WHERE "id" = ANY($1::int[])`;
const RATINGS = `SELECT d.id AS "dishId", AVG(m.rating)::float8 AS average, COUNT(*)::int AS count
FROM unnest($1::int[]) AS d(id) JOIN "MealRecord" m ON m.rating IS NOT NULL AND d.id = ANY(m."dishIds")
GROUP BY d.id`;

interface DishRow {
  id: number;
  name: string;
  description: string;
  type: string;
  categoryId: number;
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  imageUrl: string | null;
}

async function viewerIsAdmin(authorization: string | undefined): Promise<boolean> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
  if (!token) return false;
  const { payload } = await jwtVerify(token, secret, {
    algorithms: ['HS256'],
    issuer: 'freshmeals',
    audience: 'freshmeals-web',
    requiredClaims: ['sub', 'exp', 'iat'],
  }).catch(() => ({ payload: null }));
  if (!payload) return false;
  const { rows } = await pool.query(VIEWER, [payload.sid ?? null, new Date(), Number(payload.sub)]);
  const user = rows[0];
  return Boolean(user && user.role === 'admin' && !user.isDisabled && user.emailVerified && user.sessionLive);
}

async function dishesPage(first: number, offset: number): Promise<string> {
  const [count, page] = await Promise.all([pool.query(COUNT), pool.query<DishRow>(PAGE, [first, offset])]);
  const categoryIds = [...new Set(page.rows.map((dish) => dish.categoryId))];
  const [categories, ratings] = await Promise.all([
    pool.query<{ id: number; name: string }>(CATEGORIES, [categoryIds]),
    pool.query<{ dishId: number; average: number; count: number }>(RATINGS, [page.rows.map((dish) => dish.id)]),
  ]);
  const categoryName = new Map(categories.rows.map((row) => [row.id, row.name]));
  const rating = new Map(ratings.rows.map((row) => [row.dishId, { average: Math.round(row.average * 10) / 10, count: row.count }]));
  const edges = page.rows.map((dish) => ({
    node: {
      id: Buffer.from(`Dish:${dish.id}`).toString('base64'),
      dishId: dish.id,
      name: dish.name,
      description: dish.description,
      type: dish.type,
      dishCategoryName: categoryName.get(dish.categoryId) ?? null,
      calories: dish.calories,
      protein: dish.protein,
      fat: dish.fat,
      carbs: dish.carbs,
      imageUrl: dish.imageUrl,
      // The bench's dishes have external image URLs, which have no scaled copies.
      imageSrcSet: null,
      averageRating: rating.get(dish.id)?.average ?? null,
      ratingCount: rating.get(dish.id)?.count ?? 0,
    },
  }));
  return JSON.stringify({ data: { dishes: { totalCount: Number(count.rows[0].count), edges } } });
}

const server = createServer((request, response) => {
  if (request.url === '/healthz') {
    response.writeHead(200).end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (!(await viewerIsAdmin(request.headers.authorization))) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Not authorized"}]}');
        return;
      }
      const body = await dishesPage(Number(variables?.first ?? 10), 0);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    }
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
