import type { Translation } from '../../catalogue.ts';
import type { MonthlyReportMessages } from '../../../features/account/monthly-report-strings.ts';

export default {
  label: 'أرسل لي تقرير الفعاليات الشهري بالبريد الإلكتروني',
  note: 'مرة كل شهر، بعد انتهاء الشهر في كل مبانيك، يصلك تقرير الفعاليات الخاص به (CSV، كل المباني) مع ملخص قصير. يمكنك إيقافه من هنا في أي وقت.',
  on: 'سيصلك التقرير الشهري بالبريد الإلكتروني.',
  off: 'لن يصلك التقرير الشهري بالبريد الإلكتروني.',
} satisfies Translation<MonthlyReportMessages>;
