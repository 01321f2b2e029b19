// The run's server-side faults while the tablets act: a server process SIGKILLed now and then and
// started again a moment later, and once a new app version deployed.
import type { ServerCluster } from '../support/server-cluster.ts';
import { makeAppVersion } from '../support/next-app-version.ts';
import type { RunContext } from './run-context.ts';
import { sleep } from './tablet.ts';
import { TORTURE } from './torture-config.ts';

export interface ServerFaults {
  /** Stops both, waiting for a restart under way (the processes are then started again by the caller). */
  stop(): Promise<void>;
}

/** Starts the killer, then fixes when the deploy comes (in that order: both draw from the seeded source). */
export function startServerFaults(run: RunContext, cluster: ServerCluster, seconds: number, deadline: number): ServerFaults {
  const { log, between } = run;
  let running = true;
  const killer = (async () => {
    while (running) {
      await sleep(between(TORTURE.killEveryMs));
      if (!running) break;
      const index = Math.floor(run.random() * cluster.processes);
      run.counts.faults['server-killed']++;
      log(`server process ${index} SIGKILLed`);
      await cluster.kill(index);
      await sleep(between(TORTURE.restartAfterMs));
      await cluster.restart(index);
      log(`server process ${index} started again`);
    }
  })();
  // Once, a new app version deployed: every tablet is offered its update at its next step.
  const deployAt = deadline - seconds * 1000 * (1 - between(TORTURE.deployAt));
  const deployer = (async () => {
    await sleep(Math.max(0, deployAt - Date.now()));
    if (!running) return;
    const name = `torture-${run.seed}`;
    const version = makeAppVersion(cluster.distDir, name);
    cluster.deploy(version.dir);
    run.update.deployed = { name, indexRevision: version.indexRevision };
    log(`app version ${name} deployed`);
  })();
  return {
    async stop() {
      running = false;
      await killer;
      await deployer;
    },
  };
}
