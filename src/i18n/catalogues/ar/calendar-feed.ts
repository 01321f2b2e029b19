import type { Translation } from '../../catalogue.ts';
import type { CalendarFeedMessages } from '../../../features/buildings/calendar-feed-strings.ts';

export default {
  title: 'اشتراك التقويم',
  summary: (building) => `اشتراك تقويم ${building}`,
  loading: 'جارٍ التحميل…',
  notPublished: 'غير منشور.',
  publishedOn: (date) => `نُشر في ${date}.`,
  explain:
    'تشترك تطبيقات التقويم في هذا العنوان وتعرض فعاليات هذا المبنى (آخر 30 يومًا والـ 180 يومًا القادمة)، دون أي معلومات عن السكان. ' +
    'يُعرض العنوان مرة واحدة عند إنشائه: التجديد ينشئ عنوانًا جديدًا، ويتوقف القديم عن العمل فورًا.',
  address: 'عنوان الاشتراك',
  publish: 'نشر التقويم',
  renew: 'تجديد العنوان',
  stop: 'إيقاف النشر',
  copy: 'نسخ العنوان',
  copied: 'تم نسخ العنوان.',
  copyFailed: 'تعذّر النسخ: حدّد العنوان وانسخه.',
  stopped: 'توقف نشر التقويم؛ لم يعد عنوانه يعمل.',
} satisfies Translation<CalendarFeedMessages>;
