import type { Translation } from '../../catalogue.ts';
import type { ReportMessages } from '../../../features/report/report-strings.ts';

export default {
  title: 'إنشاء تقرير الفعاليات',
  building: 'المبنى',
  month: 'الشهر',
  year: 'السنة',
  download: 'تنزيل التقرير',
  fetching: 'جارٍ جمع فعاليات الشهر…',
  writing: 'جارٍ كتابة ملف CSV…',
  empty: 'التقرير غير متاح لعدم وجود سجلات',
  failed: 'عذرًا، حدث خطأ ما',
  close: 'إغلاق',
} satisfies Translation<ReportMessages>;
