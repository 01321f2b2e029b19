// User-directory calls: one page of /users/ (search, paging, total count), a
// user's profile and calendar, create-user, amenity membership and the profile picture. Shapes are
// the server's route schemas; the two calls the typed apiCall cannot make (a path parameter, a
// multipart body) go through requestApi here, with their paths still taken from endpoints.ts.
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { apiCall, requestApi, type ApiResult } from './client.ts';
import { USERS_ENDPOINTS } from './endpoints.ts';
import { environment } from '../config/environment.ts';

export { USERS_ENDPOINTS };

const E = USERS_ENDPOINTS;

type UsersPage = ResponseOf<typeof E.list>;
export type UsersPageRequest = NonNullable<RequestOf<typeof E.list>>;
/** A user (docs/product-spec.md, Entities and their fields), as /users/ and /user-details/ answer it. */
export type DirectoryUser = UsersPage['users'][number];
/** /user-details/: the user, and when they last signed in to hOM Residents (null: never). */
export type UserProfile = ResponseOf<typeof E.details>;
/** /user-events/: the /calendar-events/ shapes, every month at once. */
export type UserCalendarEntry = ResponseOf<typeof E.events>[number];
export type CreateUserPayload = RequestOf<typeof E.create>;
export type CreateUserResponse = ResponseOf<typeof E.create>;
export type UpdateUserPayload = RequestOf<typeof E.update>;
type AmenityMembershipBody = RequestOf<typeof E.amenityMembership>;
type AmenityMembershipResponse = ResponseOf<typeof E.amenityMembership>;
export type UploadedImage = ResponseOf<typeof E.imageUpload>;
type UpdateImageBody = RequestOf<typeof E.updateImage>;
type UpdateImageResponse = ResponseOf<typeof E.updateImage>;

/** The server's page when none is named: a screenful of the sidebar list. */
export const USERS_PAGE_SIZE = 50 as const;
/** The largest page the server gives: the CSV export pages through the whole list at this size. */
export const USERS_EXPORT_PAGE_SIZE = 5000 as const;
/** A profile picture is sent only when it is at most 1 MB (docs/product-spec.md, Validation rules). */
export const IMAGE_MAX_BYTES = 1_048_576 as const;

/**
 * Where an <img> finds a picture: the server names it from its own root ('/api/images/{key}'), which
 * is this origin by default and the API host when the app is built for another one.
 */
export function pictureSrc(displayPicture: string | null): string | null {
  if (displayPicture === null || displayPicture === '') return null;
  return /^https?:\/\//.test(environment.apiBase) ? new URL(displayPicture, environment.apiBase).href : displayPicture;
}

export function fetchUsersPage(body: UsersPageRequest, signal?: AbortSignal): Promise<ApiResult<UsersPage>> {
  return apiCall(E.list, body, { signal });
}

export function createUser(payload: CreateUserPayload): Promise<ApiResult<CreateUserResponse>> {
  return apiCall(E.create, payload);
}


export function confirmResidentRequest(id: number): Promise<ApiResult<ResponseOf<typeof E.confirmResidentRequest>>> {
  return apiCall(E.confirmResidentRequest, { id });
}

export function declineResidentRequest(id: number): Promise<ApiResult<ResponseOf<typeof E.declineResidentRequest>>> {
  return apiCall(E.declineResidentRequest, { id });
}

/** Answers the profile as /user-details/ does. */
export function updateUser(payload: UpdateUserPayload): Promise<ApiResult<UserProfile>> {
  return apiCall(E.update, payload);
}

export function setAmenityMembership(userId: number, body: AmenityMembershipBody): Promise<ApiResult<AmenityMembershipResponse>> {
  const path = E.amenityMembership.path.replace('{userId}', String(userId));
  return requestApi<AmenityMembershipResponse>(E.amenityMembership.method, path, body);
}

/** multipart/form-data with the one file part the server reads ("file" by convention). */
export function uploadImage(file: Blob, fileName: string): Promise<ApiResult<UploadedImage>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return requestApi<UploadedImage>(E.imageUpload.method, E.imageUpload.path, form);
}

/** Queues the residents' sign-in mail to the user; answers the address it goes to. */
export function sendSignInLink(userId: number): Promise<ApiResult<ResponseOf<typeof E.sendSignInLink>>> {
  return apiCall(E.sendSignInLink, { userId });
}

export function updateImage(body: UpdateImageBody): Promise<ApiResult<UpdateImageResponse>> {
  return apiCall(E.updateImage, body);
}
