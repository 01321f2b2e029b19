// Issue 27 §2: two server processes on one PostgreSQL behind Debian's HAProxy. A process killed
// with SIGKILL loses its streams and requests to the other: the calls after it still answer, and a
// live-event stream opened again through the balancer with its Last-Event-ID is sent the change it
// missed by the process that is left. No browser: the tablets' side is the torture run's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { openEventStream, type OpenedStream } from '../support/event-stream-client.ts';
import { apiClient, type ApiClient } from '../support/e2e-offline.ts';
import { startServerCluster, type ServerCluster } from '../support/server-cluster.ts';

interface ServerTask {
  id: number;
  isCompleted: boolean;
}

describe('two server processes behind HAProxy on one PostgreSQL', () => {
  let cluster: ServerCluster;
  let api: ApiClient;
  const streams: OpenedStream[] = [];

  beforeAll(async () => {
    cluster = await startServerCluster({ processes: 2 });
    api = await apiClient(cluster.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await cluster?.stop();
  });

  async function toggle(task: ServerTask): Promise<number> {
    const response = await fetch(`${cluster.url}/api/building-manager/tasks/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `JWT ${api.token}` },
      body: JSON.stringify({ id: task.id, is_completed: !task.isCompleted }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('a killed process’s stream and requests move to the other; the change it missed is replayed', async () => {
    const stream = await openEventStream(cluster.url, `JWT ${api.token}`);
    streams.push(stream);
    const ready = await stream.next((event) => event.event === 'ready', 10_000);
    const lastId = ready.id ?? '';
    expect(lastId).toMatch(/^\d+$/);

    // Both processes are killed in turn, whichever held the stream; each time every call still answers.
    const { data: tasks } = await api.post<ServerTask[]>('/building-manager/tasks/');
    const [first, second] = tasks;
    if (!first || !second) throw new Error('the demo data has fewer than two tasks');
    await cluster.kill(0);
    const statuses = [await toggle(first)];
    for (let i = 0; i < 5; i++) statuses.push((await api.post('/building-manager/tasks/')).status);
    await cluster.restart(0);
    await cluster.kill(1);
    statuses.push(await toggle(second));
    for (let i = 0; i < 5; i++) statuses.push((await api.post('/building-manager/tasks/')).status);
    expect(statuses).toEqual(Array(12).fill(200));
    await stream.ended;

    // Opened again through the balancer (only process 0 is up): both changes, in order, no resync.
    const back = await openEventStream(cluster.url, `JWT ${api.token}`, lastId);
    streams.push(back);
    expect((await back.next((event) => event.event === 'ready', 10_000)).data).toMatchObject({ resync: false });
    await back.next((event) => event.event === 'change' && event !== back.events.find((e) => e.event === 'change'), 10_000);
    const changes = back.events.filter((event) => event.event === 'change');
    expect(changes.map((event) => (event.data as { kind: string }).kind)).toEqual(['task', 'task']);
    expect(Number(changes[0]?.id)).toBeGreaterThan(Number(lastId));
    await cluster.restart(1);
  });
});
