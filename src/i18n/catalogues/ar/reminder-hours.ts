import type { Translation } from '../../catalogue.ts';
import type { ReminderHoursMessages } from '../../../features/buildings/reminder-hours-strings.ts';

export default {
  title: 'رسائل التذكير',
  summary: (building) => `رسائل التذكير في ${building}`,
  explain: 'يتلقى السكان الذين سيحضرون فعالية رسالة بريد إلكتروني قبل بدئها بهذا العدد من الساعات (من 1 إلى 168). اترك حقلًا واحدًا فارغًا لتذكير واحد، واترك الحقلين فارغين لإلغاء التذكير.',
  first: 'ساعات التذكير قبل البدء',
  second: 'ساعات التذكير الثاني قبل البدء',
  save: 'حفظ ساعات التذكير',
  saved: 'تم حفظ ساعات التذكير.',
  loading: 'جارٍ التحميل…',
  outOfRange: 'يُرسل كل تذكير قبل البدء بما بين 1 و168 ساعة، بساعات كاملة.',
  same: 'يجب أن يكون التذكيران في ساعتين مختلفتين.',
} satisfies Translation<ReminderHoursMessages>;
