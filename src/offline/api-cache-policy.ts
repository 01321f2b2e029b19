// Which API requests are reads worth keeping for offline use. The spec's reads are mostly POSTs, so
// the method alone cannot tell; writes are listed by name and never cached (replaying an old write
// answer offline would tell the user something happened that did not).

const API_PREFIX = '/api/' as const;
const MANAGER_PREFIX = '/api/building-manager/' as const;
const USER_INFO_PATH = '/api/users/user-info/' as const;

// Manager calls that change data (spec §7). PUT /tasks/ is excluded by its method.
const MANAGER_WRITE_NAMES: ReadonlySet<string> = new Set([
  'message-liason',
  'message-user',
  'update-password',
  'create-user',
  'image-upload',
  'update-image',
  'amenity-membership',
  'add-staff',
]);

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** `pathname` without the query; the server ignores a trailing slash, so this does too. */
export function isCacheableApiRequest(method: string, pathname: string): boolean {
  const verb = method.toUpperCase();
  const path = withTrailingSlash(pathname);
  if (!path.startsWith(API_PREFIX)) return false;
  if (verb === 'GET') return true;
  if (verb !== 'POST') return false;
  if (path === USER_INFO_PATH) return true;
  if (!path.startsWith(MANAGER_PREFIX)) return false;
  const name = path.slice(MANAGER_PREFIX.length).split('/')[0] ?? '';
  return name !== '' && !MANAGER_WRITE_NAMES.has(name);
}
