import type { Translation } from '../../../catalogue.ts';
import type { ReminderMessages } from '../../../../residents/reminder-strings.ts';
import { isolate as apart } from '../../../../primitives/bidi.ts';

export default {
  giveBackHeading: 'التنازل عن مكانك',
  giveBackIntro: 'لا تستطيع الحضور؟ سينتقل مكانك إلى الشخص التالي في الانتظار، وستصله رسالة بالبريد الإلكتروني.',
  giveBack: 'التنازل عن مكاني',
  givenBack: (name) => `تم: تنازلت عن مكانك في ${apart(name)}. شكرًا لإعلامنا.`,
  alreadyGivenBack: 'سبق التنازل عن هذا المكان.',
  started: 'بدأت الفعالية: لم يعد بالإمكان التنازل عن المكان.',
  cancelled: 'أُلغيت هذه الفعالية.',
  noToken: 'هذا الرابط غير مكتمل. افتحه مرة أخرى من بريد التذكير.',
  remindersLabel: 'التذكير بالبريد الإلكتروني',
  remindersHint: 'رسالة بالبريد الإلكتروني قبل كل فعالية ستحضرها، مع رابط للتنازل عن مكانك.',
  remindersOn: 'التذكيرات مفعّلة.',
  remindersOff: 'التذكيرات متوقفة.',
} satisfies Translation<ReminderMessages>;
