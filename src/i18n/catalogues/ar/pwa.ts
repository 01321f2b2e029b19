import type { Translation } from '../../catalogue.ts';
import type { PwaMessages } from '../../../pwa/pwa-strings.ts';

export default {
  updateAvailable: 'يتوفر إصدار جديد.',
  reload: 'إعادة التحميل',
  later: 'لاحقًا',
  install: 'تثبيت التطبيق',
  installCaption: 'تثبيت',
  installTitle: 'تثبيت بوابة إدارة hOM على هذا الجهاز',
} satisfies Translation<PwaMessages>;
