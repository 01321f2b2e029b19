/** Sentences the create calls answer with; tests import the same constants. */
export const CREATE_STRINGS = {
  // Only a manager's own buildings, units, studios and e-mails are compared, so nothing of another
  // manager's portfolio is revealed by a refusal (account e-mails excepted: they are unique overall).
  buildingNameTaken: 'You already have a building with this name.',
  unitNameTaken: 'This building already has a block or company with this name.',
  venueNameTaken: 'This building already has a venue with this name.',
  studioNameTaken: 'This building already works with a studio of this name.',
  teacherTaken: 'This studio already has a teacher with this name.',
  emailTaken: 'An account with this e-mail address already exists.',
  badTimeZone: 'Time zone must be an IANA time zone name, such as America/New_York.',
  chooseBuilding: 'Choose the building to add it to.',
  studioNotFound: 'Studio not found.',
  buildingAdminNeedsEmail: 'E-mail is required for a building-admin account.',
  buildingAdminNeedsBuilding: 'Choose the building this account acts for.',
  buildingAdminTakesNoStudio: 'A building-admin account has no studio: leave the studio out.',
  teacherNeedsStudio: 'Studio is required for a teacher.',
  teacherTakesNoEmail: 'A teacher has no account: leave the e-mail out.',
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
