// The residents front desks asked for (their Create user waits for a manager: the desk may not learn
// whether an e-mail is another building's resident), listed to a manager, who confirms or declines
// each. Online only: confirming changes the directory, so it is never queued.
import { confirmResidentRequest, declineResidentRequest, USERS_ENDPOINTS } from '../api/users-api.ts';
import { currentScope } from './building-scope.ts';
import { createCachedResource } from './cached-resource.ts';
import { userListRequest, userListResource, usersUi } from './users.ts';

export const residentRequestsResource = createCachedResource({
  name: 'resident-requests',
  endpoint: USERS_ENDPOINTS.residentRequests,
  provides: () => [{ type: 'resident-requests' }],
});

export const RESIDENT_REQUESTS_BODY = {} as const;

/** Confirms or declines request `id`; answers the server's sentence when it refused. */
export async function settleResidentRequest(id: number, confirm: boolean): Promise<string | null> {
  const result = confirm ? await confirmResidentRequest(id) : await declineResidentRequest(id);
  void residentRequestsResource.revalidate(RESIDENT_REQUESTS_BODY);
  if (!result.ok) return result.data.msg;
  if (confirm) void userListResource.revalidate(userListRequest(currentScope(), usersUi));
  return null;
}
