// Setup for the app's unit tests (vite.config.ts setupFiles). Fake networks answer path by path, so
// the connectivity probe would find a "server" where a test means the network to be down:
// connectivity.test.ts turns it on where it is the subject. A test that left the server
// "unreachable" must not count as offline in the next one.
import { afterEach, beforeEach } from 'vitest';
import { resetConnectivity, setServerProbing } from '../offline/connectivity.ts';

beforeEach(() => setServerProbing(false));
afterEach(() => resetConnectivity());
