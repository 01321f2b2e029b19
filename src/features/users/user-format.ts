// How the profile writes dates (MM-DD-YYYY, as docs/product-spec.md, User page, writes them) and a user's name and units.
import type { DirectoryUser } from '../../api/users-api.ts';

/** 'YYYY-MM-DD' (the server's building-local date) as 'MM-DD-YYYY'; anything else as it came. */
export function profileDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : isoDate;
}

/** An instant (ISO, UTC) as the device's local date and time: '03-14-2026 9:05 AM'. */
export function profileDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${at.getFullYear()} ${time}`;
}

export function fullName(user: Pick<DirectoryUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Initials for a user without a picture. */
export function initials(user: Pick<DirectoryUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
