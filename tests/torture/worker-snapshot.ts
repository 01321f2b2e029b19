// What Chromium says of a page's service workers, over CDP rather than from the page (whose scripts
// may be held by a navigation that waits for a worker): the service worker targets (attached or
// not: Playwright attaches to every worker with waitForDebuggerOnStart, so a worker never resumed
// would sit paused) and each version's activation and running state. For the action log of an
// update that did not take over, and the update probe.
import type { Browser, Page } from 'playwright-core';

const VERSIONS_SETTLE_MS = 500;
const SNAPSHOT_LIMIT_MS = 5_000;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  attached: boolean;
}

export interface WorkerSnapshot {
  targets: Array<Pick<TargetInfo, 'targetId' | 'url' | 'attached'>>;
  versions: Array<{ versionId: string; status: string; runningStatus: string; controlledClients?: string[] }>;
}

async function takeSnapshot(browser: Browser, page: Page): Promise<WorkerSnapshot> {
  const cdp = await browser.newBrowserCDPSession();
  const pageCdp = await page.context().newCDPSession(page);
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    const targets = targetInfos.filter((t) => t.type === 'service_worker').map(({ targetId, url, attached }) => ({ targetId, url, attached }));
    const versions = new Map<string, WorkerSnapshot['versions'][number]>();
    pageCdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: WorkerSnapshot['versions'] }) => {
      for (const version of updated) versions.set(version.versionId, version);
    });
    await pageCdp.send('ServiceWorker.enable');
    await new Promise((done) => setTimeout(done, VERSIONS_SETTLE_MS));
    await pageCdp.send('ServiceWorker.disable');
    return {
      targets,
      versions: [...versions.values()].map(({ versionId, status, runningStatus, controlledClients }) => ({ versionId, status, runningStatus, controlledClients })),
    };
  } finally {
    await pageCdp.detach().catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

/** The snapshot, or why there is none (CDP gave no answer within a few seconds, or failed). */
export async function workerSnapshot(browser: Browser, page: Page): Promise<WorkerSnapshot | string> {
  const limit = new Promise<string>((done) => setTimeout(() => done('no CDP answer within 5 s'), SNAPSHOT_LIMIT_MS));
  return Promise.race([takeSnapshot(browser, page).catch((why: unknown) => String(why)), limit]);
}
