// Typed account calls (spec §7). They return the client's result; callers decide what to show.
import { apiCall, type ApiResult } from './client.ts';

export type AccountRole = 'manager' | 'building_admin';

export interface AccountInfo {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  buildingIdAdmin: number | null;
}

export interface LoginResponse {
  token: string;
}

export interface ResetPasswordPayload {
  email: string;
  token: string;
  password: string;
}

export interface UpdatePasswordPayload {
  email: string;
  currentPassword: string;
  password: string;
}

/** A changed password ends every earlier session; this one goes on with `token`. */
export interface UpdatePasswordResponse extends MessageResponse {
  token: string;
}

/** The spec's message-style success body. */
export interface MessageResponse {
  msg: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function login(email: string, password: string): Promise<ApiResult<LoginResponse>> {
  return apiCall<LoginResponse>('POST', '/users/login', { email: normalizeEmail(email), password });
}

export function fetchUserInfo(): Promise<ApiResult<AccountInfo>> {
  return apiCall<AccountInfo>('POST', '/users/user-info/');
}

export function requestPasswordReset(email: string): Promise<ApiResult<MessageResponse>> {
  return apiCall<MessageResponse>('POST', '/users/forgot-password/', { email: normalizeEmail(email) });
}

export function resetPassword(payload: ResetPasswordPayload): Promise<ApiResult<MessageResponse>> {
  return apiCall<MessageResponse>('POST', '/users/reset-password/', payload);
}

export function updatePassword(payload: UpdatePasswordPayload): Promise<ApiResult<UpdatePasswordResponse>> {
  return apiCall<UpdatePasswordResponse>('POST', '/building-manager/update-password/', payload);
}
