import type { Translation } from '../../catalogue.ts';
import type { LanguageChoiceMessages } from '../../../features/account/language-strings.ts';

export default {
  label: 'اللغة',
  note: 'لغة البوابة على كل جهاز تسجّل الدخول منه، ولغة الرسائل التي تصلك بالبريد الإلكتروني.',
  saved: 'تم حفظ اللغة.',
  notSaved: (reason) => `أصبحت اللغة مستخدمة على هذا الجهاز، لكن تعذّر حفظها في حسابك: ${reason}`,
  offline: 'أنت غير متصل.',
} satisfies Translation<LanguageChoiceMessages>;
