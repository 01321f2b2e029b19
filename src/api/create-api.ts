// Create calls (docs/product-spec.md, What the product does and for whom: "Create buildings,
// companies, studios and staff"): a building, a block or company, a venue, a studio, staff. Writes
// that need the connection (never queued).
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { apiCall, type ApiResult } from './client.ts';
import { CREATE_ENDPOINTS } from './endpoints.ts';

export { CREATE_ENDPOINTS };

const E = CREATE_ENDPOINTS;

export type CreateKind = keyof typeof CREATE_ENDPOINTS;
type CreateRequest<K extends CreateKind> = RequestOf<(typeof CREATE_ENDPOINTS)[K]>;
type CreateAnswer<K extends CreateKind> = ResponseOf<(typeof CREATE_ENDPOINTS)[K]>;

export function createBuilding(body: CreateRequest<'building'>): Promise<ApiResult<CreateAnswer<'building'>>> {
  return apiCall(E.building, body);
}

export function createUnit(body: CreateRequest<'unit'>): Promise<ApiResult<CreateAnswer<'unit'>>> {
  return apiCall(E.unit, body);
}

export function createVenue(body: CreateRequest<'venue'>): Promise<ApiResult<CreateAnswer<'venue'>>> {
  return apiCall(E.venue, body);
}

export function createStudio(body: CreateRequest<'studio'>): Promise<ApiResult<CreateAnswer<'studio'>>> {
  return apiCall(E.studio, body);
}

export function addStaff(body: CreateRequest<'staff'>): Promise<ApiResult<CreateAnswer<'staff'>>> {
  return apiCall(E.staff, body);
}
