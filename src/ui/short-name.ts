// How the kiosk and a scan's outcome name a resident: first name and last initial, "Alex R.", so a
// screen read at arm's length (or over a resident's shoulder) shows no full name.

/** "Alex R." from the first name and the last name (or its initial); the first name alone without one. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial === '' ? firstName.trim() : `${firstName.trim()} ${initial}.`;
}
