// Texts of /user-dashboard: the spec's exactly as written (docs/product-spec.md: Validation rules, The error catalogue, Business constants and limits), then our own.
// Translated in src/i18n/catalogues/<language>/users.ts.
import { PHONE_STRINGS } from '../../contract/phone-number.ts';
import { defineMessages } from '../../i18n/catalogue.ts';

const USERS_EN = {
  // Spec, exact.
  fillRequired: 'Please fill the required fields',
  emailRegistered: 'Email already registered',
  addBuildingFirst: 'Please add Building name first',
  profileCreated: 'Profile created successfully!',
  // Our own: the residents front desks asked for, waiting for a manager (a front desk's Create user
  // creates nobody at once).
  requestsTitle: 'Residents waiting for your confirmation',
  requestedBy: (name: string | null, when: string) => (name === null ? `Asked ${when}` : `Asked by ${name} ${when}`),
  alreadyRegistered: 'Already a resident of another building: confirming adds this building to them (their name and phone stay theirs).',
  confirmRequest: 'Confirm',
  declineRequest: 'Decline',
  requestConfirmed: 'Resident confirmed.',
  requestDeclined: 'Request declined.',
  somethingWrong: 'Something went wrong',
  savedSuccessfully: 'Saved successfully!',
  required: 'This Field is Required',
  invalidEmail: 'Invalid email address',
  /** The contract's phone rule (the server refuses with the same sentence, in the reader's language). */
  invalidPhone: PHONE_STRINGS.invalid,
  /** The spec's file name: the translations keep it, as the file keeps its English columns. */
  csvFileName: 'Users-List.csv',
  // Ours.
  totalCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`,
  downloadCsv: 'Download CSV',
  preparingCsv: (loaded: number, count: number) => `Preparing CSV… ${loaded.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`,
  addUser: 'Add user',
  buildingFilter: 'Building',
  allBuildings: 'All buildings',
  search: 'Search by name or e-mail',
  searchPlaceholder: 'Search name or e-mail',
  clearSearch: 'Clear the search',
  userList: 'Users',
  noUsers: 'No users match.',
  loading: 'Loading…',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  calendarTab: 'Calendar',
  profileTab: 'Profile',
  userTabs: 'User',
  backToList: 'Back to the list',
  chooseUser: 'Choose a user in the list to see their calendar and profile.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  cellPhone: 'Cell phone',
  apartment: 'Apartment',
  unit: 'Unit / company',
  buildings: 'Buildings',
  joiningDate: 'Joined',
  amenityMember: 'Amenity member',
  save: 'Save',
  saving: 'Saving…',
  notSet: '—',
  picture: 'Profile picture',
  noPicture: 'No picture',
  uploadPicture: 'Upload picture',
  uploading: 'Uploading…',
  pictureTooLarge: 'This picture is larger than 1 MB (1,048,576 bytes). Please choose a smaller one.',
  pictureUpdated: 'Profile picture updated.',
  createTitle: 'New user',
  createUser: 'Create user',
  creating: 'Creating…',
  cancel: 'Cancel',
  checkingEmail: 'Checking e-mail…',
  chooseUnit: 'Choose a unit or company',
  noUnits: 'This building has no units or companies.',
  editDetails: 'Edit details',
  // The residents' own pages (hOM Residents): whether the user has signed in, and a link sent by staff.
  signedInToResidents: (when: string) => `Signed in to hOM Residents: ${when}`,
  notSignedInToResidents: 'Has not signed in to hOM Residents yet',
  sendSignInLink: 'Send sign-in link',
  sendingSignInLink: 'Sending…',
  signInLinkSent: (email: string) => `Sign-in link sent to ${email}`,
  signInLinkOffline: 'You are offline: a sign-in link can only be sent with a connection. Nothing was sent.',
  editTitle: (building: string) => `Edit details · ${building}`,
  editExplain: 'Name, e-mail and phone are the person\'s own and change wherever they live; the unit and apartment are those of this building.',
  emailManagersOnly: "Only a building manager may change a resident's e-mail.",
  saveDetails: 'Save details',
  noUnit: 'No unit or company',
  userNotLoaded: 'This profile could not be loaded.',
  // Writes that are not queued: they need the server now.
  createOffline: 'You are offline: a new user can only be created with a connection. Nothing was saved.',
  editNeedsConnection: 'You are offline: details can only be saved with a connection.',
  editOffline: 'You are offline: details can only be saved with a connection. Nothing was saved.',
  amenityOffline: 'You are offline: amenity membership can only be saved with a connection. Nothing was saved.',
  pictureOffline: 'You are offline: a picture can only be uploaded with a connection. Nothing was sent.',
  csvOffline: 'You are offline: the CSV needs the whole list from the server. Try again with a connection.',
  csvFailed: 'The CSV could not be prepared. Please try again.',
} as const;

export type UsersMessages = typeof USERS_EN;
export const USERS_STRINGS = defineMessages('users', USERS_EN);

/**
 * The CSV's columns, in order (docs/product-spec.md, Business constants and limits): a file format,
 * so the same in every language, like the file's name above.
 */
export const USERS_CSV_COLUMNS = ['No', 'First Name', 'Last Name', 'Email', 'Building name', 'Phone Number'] as const;
