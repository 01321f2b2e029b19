// Account calls (docs/product-spec.md, Account calls): sign-in, user-info, password flows. Shapes
// come from the server's schemas.
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { ACCOUNT_ENDPOINTS } from './endpoints.ts';
import { apiCall, type ApiResult } from './client.ts';

export { ACCOUNT_ENDPOINTS };

const E = ACCOUNT_ENDPOINTS;

export type AccountInfo = ResponseOf<typeof E.userInfo>;
export type LoginResponse = ResponseOf<typeof E.login>;
export type ResetPasswordPayload = RequestOf<typeof E.resetPassword>;
type UpdatePasswordPayload = RequestOf<typeof E.updatePassword>;
/** A changed password ends every earlier session; this one goes on with `token`. */
export type UpdatePasswordResponse = ResponseOf<typeof E.updatePassword>;
/** The spec's message-style success body. */
export type MessageResponse = ResponseOf<typeof E.forgotPassword>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function login(email: string, password: string): Promise<ApiResult<LoginResponse>> {
  return apiCall(E.login, { email: normalizeEmail(email), password });
}

export function fetchUserInfo(): Promise<ApiResult<AccountInfo>> {
  return apiCall(E.userInfo, null);
}

/** Saves the account's own language, so its other devices and its e-mails speak it too. */
export function saveAccountLanguage(language: RequestOf<typeof E.setLanguage>['language']): Promise<ApiResult<ResponseOf<typeof E.setLanguage>>> {
  return apiCall(E.setLanguage, { language });
}

export function requestPasswordReset(email: string): Promise<ApiResult<MessageResponse>> {
  return apiCall(E.forgotPassword, { email: normalizeEmail(email) });
}

export function resetPassword(payload: ResetPasswordPayload): Promise<ApiResult<MessageResponse>> {
  return apiCall(E.resetPassword, payload);
}

/** Whether a reset link can still be used (asked as its page opens; nothing is used up). */
export function checkResetLink(payload: RequestOf<typeof E.resetLink>): Promise<ApiResult<ResponseOf<typeof E.resetLink>>> {
  return apiCall(E.resetLink, payload);
}

export function updatePassword(payload: UpdatePasswordPayload): Promise<ApiResult<UpdatePasswordResponse>> {
  return apiCall(E.updatePassword, payload);
}

/** Front-desk mode: a building-admin session's token for one of the manager's buildings. */
export function startFrontDesk(buildingId: number): Promise<ApiResult<ResponseOf<typeof E.startFrontDesk>>> {
  return apiCall(E.startFrontDesk, { buildingId });
}

/** Leaving front-desk mode: the manager's token back, or null for a building admin's own account. */
export function leaveFrontDesk(password: string): Promise<ApiResult<ResponseOf<typeof E.leaveFrontDesk>>> {
  return apiCall(E.leaveFrontDesk, { password });
}

/** The self check-in kiosk starts: the token of a session held to the kiosk's calls (asked with the desk's). */
export function startKiosk(): Promise<ApiResult<ResponseOf<typeof E.startKiosk>>> {
  return apiCall(E.startKiosk, null);
}

/** The self check-in kiosk's exit: the front desk's password (slowed per session); the desk's session back. */
export function checkFrontDeskPassword(password: string): Promise<ApiResult<ResponseOf<typeof E.checkFrontDeskPassword>>> {
  return apiCall(E.checkFrontDeskPassword, { password });
}

/** Whether an account with this e-mail exists (the create-user form's check). */
export function checkMail(email: string): Promise<ApiResult<ResponseOf<typeof E.checkMail>>> {
  return apiCall(E.checkMail, undefined, { query: { email: normalizeEmail(email) } });
}
