import type { Translation } from '../../catalogue.ts';
import type { ReminderHoursMessages } from '../../../features/buildings/reminder-hours-strings.ts';

export default {
  title: 'Correos de recordatorio',
  summary: (building) => `Correos de recordatorio de ${building}`,
  explain: 'Los residentes que asistirán a un evento reciben un correo estas horas antes de que empiece (de 1 a 168). Deje un campo vacío para un solo recordatorio, y los dos para ninguno.',
  first: 'Horas de antelación del recordatorio',
  second: 'Horas de antelación del segundo recordatorio',
  save: 'Guardar las horas de recordatorio',
  saved: 'Horas de recordatorio guardadas.',
  loading: 'Cargando…',
  outOfRange: 'Cada recordatorio se envía entre 1 y 168 horas antes del inicio, en horas enteras.',
  same: 'Los dos recordatorios deben enviarse a horas distintas.',
} satisfies Translation<ReminderHoursMessages>;
