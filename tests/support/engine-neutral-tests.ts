// Server test files whose subject does not depend on the database engine: they run on PostgreSQL
// only (server-postgres), not again on PGlite (server-pglite). Each is HTTP, auth or file handling
// whose SQL is the plain reads and writes every other file also runs on both engines. On PGlite the first ten
// took about 165 s of the suite's 2-core time (npm test at 678 s, over its 10-minute budget);
// the rest (sign-in's mail and password change, the session checks, the directory and building
// calls, creating buildings, staff and users, front-desk mode: about 130 s) followed when CI runs
// took 653 and 624 s; the desk's passwords, the kiosk's session, the manager-only settings, the stream
// cap, Edit details and one-line fields (about 140 s there) when the suite had grown to 803 s. PGlite is PostgreSQL built to WebAssembly: the same SQL means the same thing;
// what differs is the process around it, which the files left on both engines are about.
// Everything about the engines themselves (migrations, locks across processes, LISTEN/NOTIFY, the
// rollups, the import, check-in, the roster, the idle server, mail sent once) still runs on both.
export const ENGINE_NEUTRAL_SERVER_TESTS = [
  // The README and docs/: files read, no database.
  'tests/server/readme-docs.test.ts',
  // Sign-in, tokens and the login throttle (its rows are plain inserts and counts).
  'tests/server/account-login.test.ts',
  'tests/server/account-password-reset.test.ts',
  'tests/server/account-check-mail-update-password.test.ts',
  // Every call without a session, or with a forged or expired one: 401 before anything is read.
  'tests/server/session-scope.test.ts',
  // Every manager route walked with another building's session: the scope checks are the routes'.
  'tests/server/building-scope-walk.test.ts',
  'tests/server/analytics-access.test.ts',
  // Front-desk mode: a session held to one building, left with the password.
  'tests/server/front-desk.test.ts',
  // Passwords typed at the desk's tablet, the kiosk's own session and what it may call, and the calls
  // only a manager may make: sessions and 403s (the throttle's rows are plain inserts, as sign-in's).
  'tests/server/desk-password-throttle.test.ts',
  'tests/server/kiosk-session.test.ts',
  'tests/server/manager-only-settings.test.ts',
  // The live stream's per-account cap: counted in the process, whatever the database.
  'tests/server/live-stream-cap.test.ts',
  // The directory and building calls, and creating buildings, staff and users: shapes, scoping and
  // refusals over HTTP; their SQL is plain reads and inserts.
  'tests/server/buildings.test.ts',
  'tests/server/users-list.test.ts',
  'tests/server/users-profile.test.ts',
  'tests/server/users-create.test.ts',
  'tests/server/users-edit.test.ts',
  // One-line fields refused with a control character: the schemas' checks, before any SQL.
  'tests/server/one-line-fields.test.ts',
  'tests/server/create-buildings.test.ts',
  'tests/server/create-staff.test.ts',
  // Headers, errors outside the routes, static files, uploads, the API contract, SMTP.
  'tests/server/app-http.test.ts',
  'tests/server/answers-outside-routes.test.ts',
  'tests/server/precompressed-assets.test.ts',
  'tests/server/users-images.test.ts',
  'tests/server/api-contract.test.ts',
  'tests/server/mail.test.ts',
] as const;
