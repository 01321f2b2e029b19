// How the profile writes dates (MM-DD-YYYY, as docs/product-spec.md, User page, writes them; another
// language's own numeric date through the shared formatters) and a user's name and units.
import { format } from 'date-fns';
import type { DirectoryUser } from '../../api/users-api.ts';
import { activeLanguage } from '../../i18n/catalogue.ts';
import { formatMomentClock, formatMomentThisYear, formatNumericDate } from '../../ui/date-time-format.ts';

/** 'YYYY-MM-DD' (the server's building-local date) as 'MM-DD-YYYY'; anything else as it came. */
export function profileDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? formatNumericDate(`${match[1]}-${match[2]}-${match[3]}`) : isoDate;
}

/** An instant (ISO, UTC) as the device's local date and time: '03-14-2026 9:05 AM'. */
export function profileDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${profileDate(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`)} ${formatMomentClock(iso)}`;
}

/** When a front desk asked for a resident: 'Nov 5, 18:00' in English, another language's own short date and time. */
export function requestMoment(iso: string): string {
  const at = new Date(iso);
  return activeLanguage() === 'en' ? format(at, 'MMM d, HH:mm') : formatMomentThisYear(at);
}

export function fullName(user: Pick<DirectoryUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Initials for a user without a picture. */
export function initials(user: Pick<DirectoryUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
