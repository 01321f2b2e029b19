import type { Translation } from '../../catalogue.ts';
import type { ScanMessages } from '../../../ui/scan/scan-strings.ts';

export default {
  scanner: 'الماسح',
  camera: 'الكاميرا',
  starting: 'جارٍ تشغيل الكاميرا…',
  aim: 'ضع رمز QR الخاص بالبطاقة داخل الإطار.',
  torch: 'المصباح',
  sound: 'الصوت',
  on: 'مفعّل',
  off: 'متوقف',
  stop: 'إيقاف المسح',
  tryAgain: 'إعادة المحاولة',
  result: 'نتيجة المسح',
  cameraOff: {
    denied: 'الكاميرا غير متاحة: لم يُسمح لهذا المتصفح باستخدامها. اسمح باستخدام الكاميرا لهذا الموقع من إعدادات المتصفح، ثم حاول مرة أخرى.',
    absent: 'الكاميرا غير متاحة: لا توجد في هذا الجهاز كاميرا للمسح.',
    busy: 'الكاميرا غير متاحة: يستخدمها تطبيق آخر. أغلق ذلك التطبيق، ثم حاول مرة أخرى.',
    unsupported: 'الكاميرا غير متاحة: لا يستطيع هذا المتصفح استخدام الكاميرا في هذه الصفحة.',
    failed: 'الكاميرا غير متاحة: تعذّر تشغيلها.',
  },
} satisfies Translation<ScanMessages>;
