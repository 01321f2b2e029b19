import type { Translation } from '../../catalogue.ts';
import type { BuildingsMessages } from '../../../features/buildings/buildings-strings.ts';

export default {
  type: 'Tipo',
  residential: 'Residencial',
  commercial: 'Comercial',
  timeZone: 'Zona horaria',
  dashboardAccess: 'Acceso al panel',
  amenityMembership: 'Membresía de instalaciones',
  liaison: 'Persona de contacto',
  blocks: 'Bloques',
  companies: 'Empresas',
  venues: 'Lugares',
  studios: 'Estudios',
  on: 'Activado',
  off: 'Desactivado',
  none: 'Ninguno',
  loading: 'Cargando…',
  noBuildings: 'Todavía no tiene edificios.',
  frontDesk: 'Recepción',
  startFrontDesk: (name) => `Iniciar modo recepción en ${name}`,
} satisfies Translation<BuildingsMessages>;
