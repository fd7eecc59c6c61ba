// Times every Prisma operation (model actions and raw queries, inside transactions too) for
// freshmeals_db_query_duration_seconds, labelled by the action alone: the model and the arguments
// would multiply the series, and arguments hold user data.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MetricsRegistry } from './registry.ts';

export function timePrismaOperations(prisma: PrismaClient, metrics: Pick<MetricsRegistry, 'dbQueryDuration'>): PrismaClient {
  const timed = prisma.$extends({
    name: 'metrics',
    query: {
      async $allOperations({ operation, args, query }) {
        const end = metrics.dbQueryDuration.startTimer({ operation });
        try {
          return await query(args);
        } finally {
          end();
        }
      },
    },
  });
  // A query-only extension keeps the client's whole API (models, $transaction, raw queries, the
  // findUnique batching): only its type is the extended one's.
  return timed as unknown as PrismaClient;
}
