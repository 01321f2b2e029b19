import type { Translation } from '../../catalogue.ts';
import type { ProfileMessages } from '../../../features/account/profile-strings.ts';

export default {
  email: 'البريد الإلكتروني',
  role: 'الدور',
  manager: 'مدير المبنى',
  frontDesk: 'مكتب الاستقبال (مسؤول المبنى)',
  sessionEnds: 'مسجّل الدخول حتى',
  loading: 'جارٍ التحميل…',
  frontDeskHint: 'حوّل هذا الجهاز اللوحي إلى مكتب استقبال لمبنى واحد من «مبانيّ».',
  pictureAlt: (name) => `صورة ${name}`,
  changePicture: 'تغيير الصورة',
  pictureUploading: 'جارٍ الرفع…',
  pictureSaved: 'تم الحفظ بنجاح!',
  pictureTooLarge: 'حجم هذه الصورة أكبر من 1 ميغابايت (1,048,576 بايت). يرجى اختيار صورة أصغر.',
  pictureOffline: 'أنت غير متصل: لا يمكن رفع صورة إلا مع وجود اتصال. لم يُرسل شيء.',
} satisfies Translation<ProfileMessages>;
