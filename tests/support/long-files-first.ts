// The order test files start in: within each project, the files that take longest start first, so
// none of them is left to run alone at the end while the other workers wait. vitest orders by the
// durations it saw last time, but a fresh clone (CI) has none and falls back to file size, which
// started the 200 s layout-shift file (a small file that visits every screen) among the last.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, longest first, from a whole `npm test` run's per-file times (each waits on real
 * time, starts several processes or walks many screens). A file missing from here only starts later.
 */
export const LONG_FILES_FIRST = [
  'tests/e2e/layout-shift.test.ts',
  'tests/e2e/reminders.test.ts',
  'tests/e2e/torture.test.ts',
  'tests/e2e/events.test.ts',
  'tests/e2e/dashboard.test.ts',
  'tests/e2e/scan-camera.test.ts',
  'tests/e2e/users-directory.test.ts',
  'tests/server/mail-lease-restart.test.ts',
  'tests/server/desk-password-throttle.test.ts',
  'tests/server/mail-queue.test.ts',
  'tests/server/account-login.test.ts',
  'tests/server/live-stream-cap.test.ts',
  'tests/server/resident-sign-in.test.ts',
  'tests/server/analytics-rollup.test.ts',
  'src/app.test.tsx',
] as const;

export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    // The base order keeps each project's files together (and the projects in order): only the
    // order inside a project changes.
    const projectStart = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index);
    });
    const keyed = sorted.map((file, index) => {
      const listed = (LONG_FILES_FIRST as readonly string[]).indexOf(relative(root, file.moduleId));
      return { file, key: [projectStart.get(file.project.name)!, listed < 0 ? LONG_FILES_FIRST.length : listed, index] };
    });
    keyed.sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!);
    return keyed.map(({ file }) => file);
  }
}
