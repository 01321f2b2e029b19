// Check-in at the door (docs/design/front-desk.md, "Calls"): the check-in writes and the resident
// index the door searches for walk-ins. Shapes are the server's route schemas.
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { DOOR_ENDPOINTS } from './endpoints.ts';

export { DOOR_ENDPOINTS };

type E = typeof DOOR_ENDPOINTS;

export type CheckInBody = RequestOf<E['checkIn']>;
export type CheckInAnswer = ResponseOf<E['checkIn']>;
export type UndoCheckInAnswer = ResponseOf<E['undoCheckIn']>;
export type ResidentIndexRequest = NonNullable<RequestOf<E['residentIndex']>>;
type ResidentIndexAnswer = ResponseOf<E['residentIndex']>;
export type IndexedResident = ResidentIndexAnswer['residents'][number];
export type KioskRosterRequest = RequestOf<E['kioskRoster']>;
export type KioskRosterAnswer = ResponseOf<E['kioskRoster']>;
export type KioskRosterLine = KioskRosterAnswer['residents'][number];
export type CheckInLogRequest = RequestOf<E['checkInLog']>;
export type CheckInLogLine = ResponseOf<E['checkInLog']>['lines'][number];
