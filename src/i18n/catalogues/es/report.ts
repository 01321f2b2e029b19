import type { Translation } from '../../catalogue.ts';
import type { ReportMessages } from '../../../features/report/report-strings.ts';

export default {
  title: 'Generar informe de eventos',
  building: 'Edificio',
  month: 'Mes',
  year: 'Año',
  download: 'Descargar informe',
  fetching: 'Reuniendo los eventos del mes…',
  writing: 'Escribiendo el archivo CSV…',
  empty: 'Informe no disponible: no hay registros',
  failed: 'Vaya, algo salió mal',
  close: 'Cerrar',
} satisfies Translation<ReportMessages>;
