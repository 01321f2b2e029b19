// User-visible text of the install and update prompts; translated in src/i18n/catalogues/<language>/pwa.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const PWA_EN = {
  updateAvailable: 'A new version is available.',
  reload: 'Reload',
  later: 'Later',
  install: 'Install app',
  /** The word under the sidebar's install icon (part of its accessible name, WCAG 2.5.3). */
  installCaption: 'Install',
  installTitle: 'Install the hOM Manager Portal on this device',
} as const;

export type PwaMessages = typeof PWA_EN;
export const PWA_STRINGS = defineMessages('pwa', PWA_EN);
