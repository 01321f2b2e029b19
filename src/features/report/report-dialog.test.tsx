// ?report: what the dialog sends, and each answer's outcome as the user sees it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { signIn, signOut } from '../../state/session.ts';
import { type Answer, MANAGER_INFO, type RecordedRequest, stubApi } from '../../testing/fake-api.ts';
import { eventually, mount, submit, type Mounted } from '../../testing/render-for-test.tsx';
import { notify } from '../../ui/toasts.tsx';
import { REPORT_STRINGS } from './report-strings.ts';

const BUILDINGS = [{ id: 3, name: 'Harbor Lofts' }];

let app: Mounted | undefined;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

function api(report: Answer): RecordedRequest[] {
  return stubApi((request) => {
    if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
    if (request.path === '/building-manager/buildings/') return { status: 200, body: BUILDINGS };
    if (request.path === '/building-manager/excel-report/') return report;
    return { status: 200, body: [] };
  });
}

async function openReport(): Promise<void> {
  window.history.replaceState(null, '', '/my-task?report');
  app = await mount(<App />);
  await eventually(() => expect(dialog()?.querySelector('option[value="3"]')).toBeTruthy());
}

beforeEach(async () => {
  await signOut();
  signIn(fakeJwt(MANAGER_INFO.id));
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('report dialog', () => {
  it("asks for all buildings (0) and this month by default, and says 'Report unavailable, due to empty records' on 200 with no rows", async () => {
    const toastError = vi.spyOn(notify, 'error');
    const sent = api({ status: 200, body: [] });
    await openReport();
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(toastError).toHaveBeenCalledWith(REPORT_STRINGS.empty));
    const now = new Date();
    expect(sent.find((request) => request.path === '/building-manager/excel-report/')?.body).toEqual({
      buildingId: [0],
      month: now.getMonth() + 1,
      year: now.getFullYear(),
    });
    expect(dialog()).not.toBeNull();
  });

  it("says 'Oops something went wrong' for any other answer, and for no answer at all", async () => {
    for (const answer of [{ status: 500, body: { msg: 'boom' } }, { status: 403, body: { msg: 'no' } }, 'network-error'] as const) {
      const toastError = vi.spyOn(notify, 'error');
      api(answer);
      await openReport();
      await submit(dialog()?.querySelector('form'));
      await eventually(() => expect(toastError).toHaveBeenCalledWith(REPORT_STRINGS.failed));
      await app?.unmount();
      app = undefined;
      vi.restoreAllMocks();
    }
  });
});
