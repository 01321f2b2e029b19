import type { RoutePlugin } from '../../http/route-plugin.ts';

/** The residents' calls made with their own session (server/http/resident-scope.ts). */
export const residentRoutes: RoutePlugin = async () => {};
