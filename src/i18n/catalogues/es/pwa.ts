import type { Translation } from '../../catalogue.ts';
import type { PwaMessages } from '../../../pwa/pwa-strings.ts';

export default {
  updateAvailable: 'Hay una nueva versión disponible.',
  reload: 'Recargar',
  later: 'Más tarde',
  install: 'Instalar la aplicación',
  installCaption: 'Instalar',
  installTitle: 'Instalar el portal de administración de hOM en este dispositivo',
} satisfies Translation<PwaMessages>;
