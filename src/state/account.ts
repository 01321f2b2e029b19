// Account requests (login, user-info, password flows) with the spec's in-progress/success/error flags.
// Actions return the call's result; the screens decide on toasts and navigation.
import { proxy, useSnapshot } from 'valtio';
import type { ApiResult } from '../api/client.ts';
import {
  fetchUserInfo,
  login,
  requestPasswordReset,
  resetPassword,
  updatePassword,
  type AccountInfo,
  type LoginResponse,
  type MessageResponse,
  type ResetPasswordPayload,
  type UpdatePasswordResponse,
} from '../api/account-api.ts';
import { IMAGE_MAX_BYTES, updateImage, uploadImage } from '../api/users-api.ts';
import { sendOnline, type OnlineOutcome } from './send-online.ts';
import { renewToken, setAccount, signIn } from './session.ts';

export interface RequestFlags {
  inProgress: boolean;
  success: boolean;
  error: boolean;
  /** The server's sentence from the last failure (data.detail). */
  errorMessage: string | null;
}

type AccountRequest = 'login' | 'userInfo' | 'forgotPassword' | 'changePassword' | 'resetPassword';

const idle = (): RequestFlags => ({ inProgress: false, success: false, error: false, errorMessage: null });

export const accountRequests = proxy<Record<AccountRequest, RequestFlags>>({
  login: idle(),
  userInfo: idle(),
  forgotPassword: idle(),
  changePassword: idle(),
  resetPassword: idle(),
});

async function track<T>(name: AccountRequest, call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  accountRequests[name] = { ...idle(), inProgress: true };
  const result = await call();
  accountRequests[name] = result.ok
    ? { ...idle(), success: true }
    : { ...idle(), error: true, errorMessage: result.data.detail };
  return result;
}

export function resetAccountRequest(name: AccountRequest): void {
  accountRequests[name] = idle();
}

export async function loadAccountInfo(): Promise<ApiResult<AccountInfo>> {
  const result = await track('userInfo', fetchUserInfo);
  if (result.ok) setAccount(result.data);
  return result;
}

/** Success stores the token and session time; a non-200 sets the login error flag (the product's sign-in). */
export async function logIn(email: string, password: string): Promise<ApiResult<LoginResponse>> {
  const result = await track('login', () => login(email, password));
  // The app shell loads user-info whenever a token appears (here, or restored on start).
  if (result.ok) signIn(result.data.token);
  return result;
}

export function sendPasswordResetLink(email: string): Promise<ApiResult<MessageResponse>> {
  return track('forgotPassword', () => requestPasswordReset(email));
}

/**
 * A successful change clears the stored result, so the dialog closes. The server ends every
 * earlier session of the account; this one carries on with the fresh token it answers.
 */
export async function changePassword(
  email: string,
  currentPassword: string,
  password: string,
): Promise<ApiResult<UpdatePasswordResponse>> {
  const result = await track('changePassword', () => updatePassword({ email, currentPassword, password }));
  if (result.ok) {
    if (typeof result.data.token === 'string') renewToken(result.data.token);
    resetAccountRequest('changePassword');
  }
  return result;
}

export function setNewPassword(payload: ResetPasswordPayload): Promise<ApiResult<MessageResponse>> {
  return track('resetPassword', () => resetPassword(payload));
}

export function useAccountRequest(name: AccountRequest): RequestFlags {
  return useSnapshot(accountRequests)[name];
}

export type PictureOutcome = { ok: true } | { ok: false; reason: 'too-large' | 'offline' | 'refused'; message?: string };

/**
 * The signed-in account's own picture: uploaded, then set without a userId (the
 * caller's own), then user-info reloaded so the page shows it. Needs the connection; never queued.
 */
export async function uploadOwnPicture(file: File): Promise<PictureOutcome> {
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, reason: 'too-large' };
  const refused = (outcome: Exclude<OnlineOutcome<unknown>, { ok: true }>): PictureOutcome =>
    outcome.offline ? { ok: false, reason: 'offline' } : { ok: false, reason: 'refused', message: outcome.message };
  const uploaded = await sendOnline(() => uploadImage(file, file.name));
  if (!uploaded.ok) return refused(uploaded);
  const updated = await sendOnline(() => updateImage({ imageId: uploaded.data.id }));
  if (!updated.ok) return refused(updated);
  await loadAccountInfo();
  return { ok: true };
}
