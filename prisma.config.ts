import { defineConfig } from 'prisma/config';

// Prisma 7 CLI config. Only `prisma generate` is used here (its migrate commands need a schema
// engine binary that cannot be downloaded on every machine this is built on):
// migrations are applied by prisma/migrate.ts, the connection comes from prisma/database.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
