import type { Translation } from '../../catalogue.ts';
import type { AccountMessages } from '../../../features/account/account-strings.ts';

export default {
  required: 'هذا الحقل مطلوب',
  invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
  changePasswordMismatch: 'كلمتا المرور غير متطابقتين',
  resetPasswordMismatch: 'كلمتا المرور غير متطابقتين.',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح!',
  resetPasswordDone: 'تم تغيير كلمة المرور بنجاح!',
  resetLinkExpired: 'انتهت صلاحية الرابط! حاول مرة أخرى',
  logInToMyAccount: 'تسجيل الدخول إلى حسابي',
  sessionExpired: 'انتهت صلاحية جلستك!',
} satisfies Translation<AccountMessages>;
