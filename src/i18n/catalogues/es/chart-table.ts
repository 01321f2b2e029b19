import type { Translation } from '../../catalogue.ts';
import type { ChartTableMessages } from '../../../ui/chart-table-strings.ts';

export default {
  showAsTable: 'Ver como tabla',
  showAsChart: 'Ver como gráfico',
  downloadCsv: 'Descargar CSV',
  downloadCsvOf: (caption) => `Descargar CSV: ${caption}`,
} satisfies Translation<ChartTableMessages>;
