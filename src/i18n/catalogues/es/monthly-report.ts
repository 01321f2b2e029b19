import type { Translation } from '../../catalogue.ts';
import type { MonthlyReportMessages } from '../../../features/account/monthly-report-strings.ts';

export default {
  label: 'Enviarme por correo el informe mensual de eventos',
  note: 'Una vez al mes, cuando el mes haya terminado en todos sus edificios, recibirá su informe de eventos (CSV, todos los edificios) con un breve resumen. Puede desactivarlo aquí en cualquier momento.',
  on: 'Recibirá el informe mensual por correo electrónico.',
  off: 'No recibirá el informe mensual por correo electrónico.',
} satisfies Translation<MonthlyReportMessages>;
