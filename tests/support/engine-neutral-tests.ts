// Server test files whose subject does not depend on the database engine: they run on PostgreSQL
// only (server-postgres), not again on PGlite (server-pglite). Each is HTTP, auth or file handling
// whose SQL is the plain reads and writes every other file also runs on both engines; on PGlite they
// took about 165 s of the suite's 2-core time (npm test at 678 s, over its 10-minute budget); the
// next three (sign-in's mail and password change, the session checks, creating users: about 50 s)
// followed when a CI run took 653 s.
// Everything about the engines themselves (migrations, locks across processes, LISTEN/NOTIFY, the
// rollups, the import, check-in, the roster, the idle server, mail sent once) still runs on both.
export const ENGINE_NEUTRAL_SERVER_TESTS = [
  // Sign-in, tokens and the login throttle (its rows are plain inserts and counts).
  'tests/server/account-login.test.ts',
  'tests/server/account-password-reset.test.ts',
  'tests/server/account-check-mail-update-password.test.ts',
  // Every call without a session, or with a forged or expired one: 401 before anything is read.
  'tests/server/session-scope.test.ts',
  // Every manager route walked with another building's session: the scope checks are the routes'.
  'tests/server/building-scope-walk.test.ts',
  'tests/server/analytics-access.test.ts',
  // Creating a user: the refusals and the field each names; what is stored is plain inserts.
  'tests/server/users-create.test.ts',
  // Headers, errors outside the routes, static files, uploads, the API contract, SMTP.
  'tests/server/app-http.test.ts',
  'tests/server/answers-outside-routes.test.ts',
  'tests/server/precompressed-assets.test.ts',
  'tests/server/users-images.test.ts',
  'tests/server/api-contract.test.ts',
  'tests/server/mail.test.ts',
] as const;
