// The server test files that run on both engines: PGlite (server-pglite, the embedded database
// `npm start` uses) as well as PostgreSQL (server-postgres, where every server test file runs).
//
// PGlite is PostgreSQL built to WebAssembly: the same SQL, triggers and functions mean the same
// thing on both, so a feature's file proves its SQL once. What differs is around the SQL: the driver
// (the values a query gives back, parameters, errors), one connection in the process against a pool
// of them, the lock, notifications heard in the process against LISTEN on a connection, and a first
// start on the embedded data directory. The files below are about exactly that. Running every file on
// both engines cost the suite about 400 s of its 2-core time for no case either engine alone misses.
export const ENGINE_SPECIFIC_SERVER_TESTS = [
  // What the server asks of a database, answered alike: types, parameters, transactions, errors,
  // scripts, the exclusive lock, notifications.
  'tests/server/database-engines.test.ts',
  // The migrations run as scripts, on the default engine at every first start, and the demo data
  // seeded by that first start.
  'tests/server/migrations.test.ts',
  'tests/server/mail-queue-migration.test.ts',
  'tests/server/prepare-database.test.ts',
  'tests/server/demo-seed.test.ts',
  // The process around the database: closing it, and what an idle server asks of it.
  'tests/server/server-close.test.ts',
  'tests/server/idle-server.test.ts',
  // Mail a stopped process had taken: on PGlite, whose directory one process owns, every other
  // holder's lease is released at start; on PostgreSQL only those of processes known gone.
  'tests/server/mail-lease-restart.test.ts',
  // Changes heard: notifications in the process (PGlite) or on a listening connection (PostgreSQL).
  'tests/server/live-events.test.ts',
  'tests/server/import-live-replay.test.ts',
  // Writes at the same moment: one statement at a time on PGlite, side by side on PostgreSQL's pool.
  'tests/server/mail-queue.test.ts',
  'tests/server/check-in.test.ts',
  'tests/server/idempotency.test.ts',
  'tests/server/event-writes-idempotency.test.ts',
  // A whole file imported in one transaction.
  'tests/server/import.test.ts',
] as const;
