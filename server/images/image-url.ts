/** Where a stored picture is served (server/routes/users/image-routes.ts); the key is its capability. */
export const IMAGE_ROUTE_PREFIX = '/images/';

export function imageUrl(publicKey: string): string {
  return `/api${IMAGE_ROUTE_PREFIX}${publicKey}`;
}
