// Building calls: the account's buildings (selectors, Contact hOM) and one building's details.
import type { ResponseOf } from './api-contract.ts';
import { BUILDINGS_ENDPOINTS } from './endpoints.ts';

export { BUILDINGS_ENDPOINTS };

export type Building = ResponseOf<typeof BUILDINGS_ENDPOINTS.buildings>[number];

