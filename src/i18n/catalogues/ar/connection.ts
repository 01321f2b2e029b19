import type { Translation } from '../../catalogue.ts';
import type { ConnectionMessages } from '../../../offline/connection-strings.ts';

export default {
  notCached: 'أنت دون اتصال، ولم يُحمَّل هذا من قبل.',
  rejectedFallback: (status) => `لم يقبل الخادم هذا التغيير (الحالة ${status}).`,
  staleData: (online, time) => (online ? `تُعرض بيانات محفوظة من ${time}` : `دون اتصال — بيانات من ${time}`),
  networkUnreachable: 'تعذّر الوصول إلى الشبكة',
  networkTimedOut: 'لم يستجب الخادم في الوقت المحدد',
  requestFailed: (status) => `تعذّر الطلب (الحالة ${status})`,
} satisfies Translation<ConnectionMessages>;
