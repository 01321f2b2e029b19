// User-visible text of the install and update prompts.
export const PWA_STRINGS = {
  updateAvailable: 'A new version is available.',
  reload: 'Reload',
  later: 'Later',
  install: 'Install app',
  installTitle: 'Install the hOM Manager Portal on this device',
} as const;
