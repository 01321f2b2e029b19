import type { Translation } from '../../catalogue.ts';
import type { ReminderFiguresMessages } from '../../../features/analytics/reminder-figures-strings.ts';
import { plural } from '../../../primitives/plural.ts';

export default {
  title: 'Recordatorios y ausencias',
  guidance: (weeks) =>
    `Tasa de no presentación de quienes confirmaron asistencia a los eventos ya cerrados de ${plural('es', weeks, { one: 'la última semana', other: 'las últimas # semanas' })}: quienes recibieron un correo de recordatorio frente a quienes no. ` +
    'El intervalo es donde probablemente está la tasa (95 %). Los residentes que desactivaron los recordatorios figuran entre quienes no lo recibieron.',
  reminded: 'Con recordatorio',
  notReminded: 'Sin recordatorio',
  groupColumn: 'Confirmaciones',
  goingColumn: 'Asistirán',
  noShowsColumn: 'No se presentaron',
  rateColumn: 'Tasa de no presentación',
  rangeColumn: 'Intervalo probable',
  range: (low, high) => `${low} a ${high}`,
  none: '—',
  loading: 'Cargando…',
  noStats: 'No hay cifras que mostrar.',
} satisfies Translation<ReminderFiguresMessages>;
