import type { RoutePlugin } from '../../http/route-plugin.ts';
import { residentPassRoutes } from './pass.ts';
import { residentSettingsRoute } from './settings.ts';
import { signOutEverywhereRoute } from './sign-out-everywhere.ts';

/** The residents' calls made with their own session (server/http/resident-scope.ts). */
export const residentRoutes: RoutePlugin = async (app) => {
  await app.register(signOutEverywhereRoute);
  await app.register(residentSettingsRoute);
  await app.register(residentPassRoutes);
};
