import type { Translation } from '../../catalogue.ts';
import type { ReminderFiguresMessages } from '../../../features/analytics/reminder-figures-strings.ts';
import { plural } from '../../../primitives/plural.ts';

export default {
  title: 'التذكيرات وعدم الحضور',
  guidance: (weeks) =>
    `نسبة عدم الحضور بين تأكيدات الحضور في الفعاليات المكتملة خلال ${plural('ar', weeks, { one: 'الأسبوع الأخير', two: 'الأسبوعين الأخيرين', few: 'آخر # أسابيع', many: 'آخر # أسبوعًا', other: 'آخر # أسبوع' })}: من أُرسلت إليهم رسالة تذكير بالبريد الإلكتروني مقابل من لم تُرسل إليهم. ` +
    'النطاق هو المدى الذي تقع فيه النسبة على الأرجح (95 %). السكان الذين أوقفوا التذكيرات محسوبون ضمن من لم يُذكَّروا.',
  reminded: 'تلقّوا تذكيرًا',
  notReminded: 'لم يتلقّوا تذكيرًا',
  groupColumn: 'تأكيدات الحضور',
  goingColumn: 'سيحضرون',
  noShowsColumn: 'لم يحضروا',
  rateColumn: 'نسبة عدم الحضور',
  rangeColumn: 'النطاق المرجّح',
  range: (low, high) => `من ${low} إلى ${high}`,
  none: '—',
  loading: 'جارٍ التحميل…',
  noStats: 'لا توجد أرقام لعرضها.',
} satisfies Translation<ReminderFiguresMessages>;
