import type { Translation } from '../../catalogue.ts';
import type { ChartTableMessages } from '../../../ui/chart-table-strings.ts';

export default {
  showAsTable: 'عرض كجدول',
  showAsChart: 'عرض كرسم بياني',
  downloadCsv: 'تنزيل CSV',
  downloadCsvOf: (caption) => `تنزيل CSV: ${caption}`,
} satisfies Translation<ChartTableMessages>;
