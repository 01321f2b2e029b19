/**
 * The import/demo dataset, as docs/design/dataset-format.md describes it. `key`s are the file's own
 * references; the database assigns ids. Optional fields may also be given as null (= left out).
 */

/** Calendar date `YYYY-MM-DD`. */
type DateString = string;
/** Building-local wall-clock time `YYYY-MM-DDTHH:mm` (no offset; the building's zone applies). */
type LocalDateTimeString = string;

export type BuildingType = 'RESIDENTIAL' | 'COMMERCIAL';
export type EventType = 'social' | 'fitness';

interface DatasetManager {
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Building keys this manager manages. */
  buildings: string[];
}

interface DatasetBuildingAdmin {
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The one building key this admin acts for. */
  building: string;
}

interface DatasetLiaison {
  firstName: string;
  lastName: string;
  email: string;
}

/** A block of a residential building or a company of a commercial one. */
interface DatasetUnit {
  key: string;
  name: string;
}

interface DatasetVenue {
  key: string;
  name: string;
}

export interface DatasetBuilding {
  key: string;
  name: string;
  type: BuildingType;
  /** IANA zone, e.g. America/New_York. */
  timeZone: string;
  dashboardAccess: boolean;
  amenityMembership: boolean;
  liaison: DatasetLiaison;
  units: DatasetUnit[];
  venues: DatasetVenue[];
}

interface DatasetStudio {
  key: string;
  name: string;
}

export interface DatasetTeacher {
  key: string;
  firstName: string;
  lastName: string;
  studio?: string | null;
}

interface DatasetMembership {
  building: string;
  /** A unit key of that same building. */
  unit?: string | null;
  apartment?: string | null;
  amenityMember?: boolean | null;
}

export interface DatasetUser {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone?: string | null;
  joiningDate: DateString;
  memberships: DatasetMembership[];
}

/** docs/design/front-desk.md: only going RSVPs count as rsvps; files written before statuses hold going ones only. */
type RsvpStatus = 'going' | 'waitlisted' | 'cancelled';

export interface DatasetRsvp {
  user: string;
  /** false = a no-show, which carries no rating and no injury; only a going RSVP may be attended. */
  attended: boolean;
  /** 1-5. */
  rating?: number | null;
  injury?: string | null;
  /** Left out: going. */
  status?: RsvpStatus | null;
  /** When the place was taken or the waitlist joined (the waitlist's order); left out: the import's time. */
  joined?: LocalDateTimeString | null;
  /** When it was cancelled (status cancelled only). */
  cancelledAt?: LocalDateTimeString | null;
  /** When a waitlisted RSVP got a freed place (status going only). */
  promoted?: LocalDateTimeString | null;
  /** When the resident was checked in (attended only); left out: the event's start. */
  checkedInAt?: LocalDateTimeString | null;
  /** The same as checkedInAt, as files written before it name it (give one of the two). */
  checkedIn?: LocalDateTimeString | null;
  /** A check-in that created the RSVP (attended only). */
  walkIn?: boolean | null;
}

/** A weekly class (docs/design/front-desk.md): its occurrences are the events naming it. */
interface DatasetSeries {
  key: string;
  building: string;
  /** 1 = Sunday … 7 = Saturday. */
  weekdays: number[];
  /** HH:mm, building-local. */
  startTime: string;
  endTime: string;
  firstDate: DateString;
  until?: DateString | null;
  /** At most 52. */
  count?: number | null;
}

export interface DatasetEvent {
  key: string;
  building: string;
  /** A venue key of that same building. */
  venue: string;
  teacher?: string | null;
  studio?: string | null;
  name: string;
  type: EventType;
  start: LocalDateTimeString;
  end: LocalDateTimeString;
  /** Places offered; 0 means unknown. */
  capacity: number;
  image?: string | null;
  teacherComment?: string | null;
  cancelled?: boolean | null;
  /** A series key of the same building. */
  series?: string | null;
  rsvps: DatasetRsvp[];
}

export interface DatasetHoliday {
  date: DateString;
  name: string;
  description?: string | null;
  image?: string | null;
  /** Building keys; left out = every building. */
  buildings?: string[] | null;
}

export interface DatasetTask {
  key: string;
  building: string;
  taskName: string;
  extraInformation?: string | null;
  dueDate: DateString;
  isCompleted: boolean;
  created: DateString;
}

export interface Dataset {
  managers: DatasetManager[];
  buildingAdmins: DatasetBuildingAdmin[];
  buildings: DatasetBuilding[];
  studios: DatasetStudio[];
  teachers: DatasetTeacher[];
  users: DatasetUser[];
  events: DatasetEvent[];
  holidays: DatasetHoliday[];
  tasks: DatasetTask[];
  /** Weekly series (left out in files written before them). */
  series?: DatasetSeries[] | null;
}

/** One problem in a dataset file, e.g. `{ path: '$.events[3].rsvps[0].rating', message: '…' }`. */
export interface DatasetIssue {
  path: string;
  message: string;
}
