/** Sentences the create calls answer with; tests import the same constants. */
export const CREATE_STRINGS = {
  // Only a manager's own buildings, units, studios and e-mails are compared, so nothing of another
  // manager's portfolio is revealed by a refusal (account e-mails excepted: they are unique overall).
  buildingNameTaken: 'name: you already have a building with this name.',
  unitNameTaken: 'name: this building already has a block or company with this name.',
  venueNameTaken: 'name: this building already has a venue with this name.',
  studioNameTaken: 'name: this building already works with a studio of this name.',
  teacherTaken: 'firstName: this studio already has a teacher with this name.',
  emailTaken: 'email: an account with this e-mail address already exists.',
  badTimeZone: 'timeZone: must be an IANA time zone name, such as America/New_York.',
  chooseBuilding: 'buildingId: choose the building to add it to.',
  studioNotFound: 'studioId: studio not found.',
  buildingAdminNeedsEmail: 'email: is required for a building-admin account',
  buildingAdminNeedsBuilding: 'buildingId: choose the building this account acts for.',
  buildingAdminTakesNoStudio: 'studioId: a building-admin account has no studio; leave it out.',
  teacherNeedsStudio: 'studioId: is required for a teacher',
  teacherTakesNoEmail: 'email: a teacher has no account; leave it out.',
  managersOnlyBuildings: 'Only a building manager may create buildings.',
  managersOnlyStaff: 'Only a building manager may add staff.',
  invitationSubject: 'Set the password of your hOM front-desk account',
} as const;

export interface InvitationMail {
  firstName: string;
  buildingName: string;
  managerName: string;
  link: string;
  validHours: number;
}

export function invitationMailText({ firstName, buildingName, managerName, link, validHours }: InvitationMail): string {
  return [
    `Hello ${firstName},`,
    '',
    `${managerName} made you a front-desk (building admin) account of hOM for ${buildingName}. Open this link within ${validHours} hours to choose your password:`,
    '',
    link,
    '',
    'Then sign in with this e-mail address and that password. If the link has expired, use "Forgot password" on the sign-in page to get a new one.',
  ].join('\n');
}
