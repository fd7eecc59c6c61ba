// How every PGlite of this project starts: the server's, the build's template, the migration CLI's
// and the tests'. Postgres's default shared_buffers (128MB, written by initdb) is set up afresh by
// each start, at about 3 ms of CPU per MB here: of a 0.9-1.0 s PGlite start, 128MB cost 0.4 s,
// where 16MB cost 0.05 s. The whole embedded database is about 10 MB (of which most is the system
// catalog), so 16MB still holds all of it, and a page that does not fit is read back from the
// file system's cache (the data folder, or memory for an in-memory instance).
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

export const PGLITE_SHARED_BUFFERS = '16MB';

/** `options` with the start parameters above added to PGlite's own. */
export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return {
    ...options,
    startParams: [...(options.startParams ?? PGlite.defaultStartParams), '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
}
