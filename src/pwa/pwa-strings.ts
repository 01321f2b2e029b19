// User-visible text of the install and update prompts.
export const PWA_STRINGS = {
  updateAvailable: 'A new version is available.',
  reload: 'Reload',
  later: 'Later',
  install: 'Install app',
  /** The word under the sidebar's install icon (part of its accessible name, WCAG 2.5.3). */
  installCaption: 'Install',
  installTitle: 'Install the hOM Manager Portal on this device',
} as const;
