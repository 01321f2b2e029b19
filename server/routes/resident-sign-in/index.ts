import type { RoutePlugin } from '../../http/route-plugin.ts';

/** The residents' calls made without a session: asking for a code, and turning a code or a link into a session. */
export const residentSignInRoutes: RoutePlugin = async () => {};
