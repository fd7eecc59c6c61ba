// How every PGlite of this project starts: the server's, the build's template, the migration CLI's
// and the tests'.
//
// - shared_buffers: Postgres's default (128MB, written by initdb) is set up afresh by each start,
//   at about 3 ms of CPU per MB here: of a 0.9-1.0 s PGlite start, 128MB cost 0.4 s, where 16MB
//   cost 0.05 s. The whole embedded database is about 10 MB (of which most is the system catalog),
//   so 16MB still holds all of it, and a page that does not fit is read back from the file
//   system's cache (the data folder, or memory for an in-memory instance).
// - WAL segments of 1MB instead of 16MB, for a database that initdb makes now (the size is fixed
//   for the life of a data folder, so one made before keeps its own). A new database is copied
//   far more often than it is written to: the build's template into every first start's data
//   folder, the tests' migrated database into every test's, each as a dump PGlite unpacks in
//   JavaScript. A segment is written in full, zeros and all: the build's template held 17 MB of
//   WAL in its 41 MB, and holds 6 in its 31 MB with 1MB segments. Larger writes only use more
//   segment files; Postgres keeps no fewer bytes of WAL.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

export const PGLITE_SHARED_BUFFERS = '16MB';

/** The WAL segment size of a database initdb makes (Postgres's wal_segment_size reads it back). */
export const PGLITE_WAL_SEGMENT = '1MB';

/** `options` with the start and initdb parameters above added to PGlite's own. */
export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return {
    ...options,
    startParams: [...(options.startParams ?? PGlite.defaultStartParams), '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    initDbStartParams: [...(options.initDbStartParams ?? []), `--wal-segsize=${parseInt(PGLITE_WAL_SEGMENT, 10)}`],
  };
}
