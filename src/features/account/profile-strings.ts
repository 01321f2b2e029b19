// Texts of /profile (ours: the spec shows no content there) and of the account's picture on it.
// Translated in src/i18n/catalogues/<language>/profile.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const PROFILE_EN = {
  email: 'E-mail',
  role: 'Role',
  manager: 'Building manager',
  frontDesk: 'Front desk (building admin)',
  sessionEnds: 'Signed in until',
  loading: 'Loading....',
  frontDeskHint: 'Turn this tablet into the front desk of one building from My Buildings.',
  pictureAlt: (name: string) => `Picture of ${name}`,
  changePicture: 'Change picture',
  pictureUploading: 'Uploading…',
  pictureSaved: 'Saved successfully!',
  pictureTooLarge: 'This picture is larger than 1 MB (1,048,576 bytes). Please choose a smaller one.',
  pictureOffline: 'You are offline: a picture can only be uploaded with a connection. Nothing was sent.',
} as const;

export type ProfileMessages = typeof PROFILE_EN;
export const PROFILE_STRINGS = defineMessages('profile', PROFILE_EN);
