// Texts of the create forms on /building. 'This Field is Required' is the spec's (docs/product-spec.md, Validation rules).
// Translated in src/i18n/catalogues/<language>/building-create.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const CREATE_FORM_EN = {
  /** The group of add actions on /building. */
  title: 'Add to your buildings',
  /** Each action, and the title of the dialog it opens. */
  actions: {
    building: 'Add a building',
    unit: 'Add a block or company',
    venue: 'Add a venue',
    studio: 'Add a studio',
    staff: 'Add staff',
  },
  name: 'Name',
  buildingType: 'Type',
  residential: 'Residential',
  commercial: 'Commercial',
  timeZone: 'Time zone',
  dashboardAccess: 'Dashboard access',
  amenityMembership: 'Amenity membership',
  liaisonFirstName: 'Liaison first name',
  liaisonLastName: 'Liaison last name',
  liaisonEmail: 'Liaison e-mail',
  building: 'Building',
  chooseBuilding: 'Choose a building',
  capacity: 'Capacity (places)',
  staffType: 'Staff',
  buildingAdmin: 'Front-desk account (building admin)',
  teacher: 'Teacher',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  studio: 'Studio',
  chooseStudio: 'Choose a studio',
  submit: 'Add',
  cancel: 'Cancel',
  close: 'Close',
  working: 'Please wait…',
  required: 'This Field is Required',
  created: (name: string) => `Added: ${name}`,
  invited: (email: string) => `Added. ${email} gets an e-mail to set the password.`,
  needsConnection: 'You are offline. Adding needs the connection; nothing was sent.',
} as const;

export type CreateFormMessages = typeof CREATE_FORM_EN;
export const CREATE_FORM_STRINGS = defineMessages('building-create', CREATE_FORM_EN);
