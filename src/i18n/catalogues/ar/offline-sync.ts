import type { Translation } from '../../catalogue.ts';
import type { OfflineSyncMessages } from '../../../ui/offline-sync-strings.ts';
import { plural } from '../../../primitives/plural.ts';

const waitingChanges = (count: number) =>
  plural('ar', count, {
    one: 'تغيير واحد بالانتظار',
    two: 'تغييران بالانتظار',
    few: '# تغييرات بالانتظار',
    many: '# تغييرًا بالانتظار',
    other: '# تغيير بالانتظار',
  });

const unsentChanges = (count: number) =>
  plural('ar', count, {
    one: 'تغيير واحد لم يُرسل',
    two: 'تغييران لم يُرسلا',
    few: '# تغييرات لم تُرسل',
    many: '# تغييرًا لم يُرسل',
    other: '# تغيير لم يُرسل',
  });

export default {
  backOnline: 'عاد الاتصال — تم تحديث البيانات',
  backOnlineNothingToRefresh: 'عاد الاتصال',
  backOnlineRefreshFailed: 'عاد الاتصال، لكن تعذّر تحديث البيانات. ستُحدَّث عند فتح الصفحة مرة أخرى.',
  unsentChanges: 'تغييرات لم تُرسل',
  unsentCaption: 'لم تُرسل',
  captionWord: (count) => plural('ar', count, { one: 'تغيير', two: 'تغييران', other: 'تغييرات' }),
  savedForOffline: 'محفوظ للاستخدام دون اتصال',
  savedAt: (time) => `في ${time}`,
  offline: 'دون اتصال',
  dataFrom: (time) => `بيانات من ${time}`,
  waiting: (count) => waitingChanges(count),
  waitingToSend: 'بانتظار الإرسال',
  notAccepted: 'لم يقبله الخادم',
  dismiss: 'تجاهل',
  close: 'إغلاق',
  pendingSync: 'بانتظار المزامنة',
  messageQueued: 'أنت دون اتصال. ستُرسل الرسالة عند عودة الاتصال.',
  changeQueued: 'أنت دون اتصال. سيُرسل التغيير عند عودة الاتصال.',
  messageQueuedBehind: 'ستُرسل الرسالة مباشرة بعد تغييراتك السابقة التي لم تُرسل.',
  signOutTitle: 'هل تريد تسجيل الخروج؟',
  signOutAnyway: 'تسجيل الخروج على أي حال',
  cancel: 'إلغاء',
  changesSent: (count) =>
    plural('ar', count, {
      one: 'أُرسل تغيير واحد أُجري دون اتصال',
      two: 'أُرسل تغييران أُجريا دون اتصال',
      few: 'أُرسلت # تغييرات أُجريت دون اتصال',
      many: 'أُرسل # تغييرًا أُجري دون اتصال',
      other: 'أُرسل # تغيير أُجري دون اتصال',
    }),
  changesRejected: (count) =>
    `${plural('ar', count, {
      one: 'لم يقبل الخادم تغييرًا واحدًا أُجري دون اتصال.',
      two: 'لم يقبل الخادم تغييرين أُجريا دون اتصال.',
      few: 'لم يقبل الخادم # تغييرات أُجريت دون اتصال.',
      many: 'لم يقبل الخادم # تغييرًا أُجري دون اتصال.',
      other: 'لم يقبل الخادم # تغيير أُجري دون اتصال.',
    })} راجع «تغييرات لم تُرسل».`,
  signOutWithUnsent: (pending, rejected) => {
    const parts = [
      ...(pending > 0 ? [unsentChanges(pending)] : []),
      ...(rejected > 0
        ? [
            plural('ar', rejected, {
              one: 'تغيير واحد لم يقبله الخادم',
              two: 'تغييران لم يقبلهما الخادم',
              few: '# تغييرات لم يقبلها الخادم',
              many: '# تغييرًا لم يقبله الخادم',
              other: '# تغيير لم يقبله الخادم',
            }),
          ]
        : []),
    ];
    const lost = pending + rejected === 1 ? 'سيُفقد.' : 'ستُفقد.';
    return `لديك ${parts.join(' و')}. هل تريد تسجيل الخروج على أي حال؟ ${lost}`;
  },
  unsentChangesDiscarded: (count) =>
    plural('ar', count, {
      one: 'حُذف تغيير واحد لم يُرسل عند انتهاء الجلسة.',
      two: 'حُذف تغييران لم يُرسلا عند انتهاء الجلسة.',
      few: 'حُذفت # تغييرات لم تُرسل عند انتهاء الجلسة.',
      many: 'حُذف # تغييرًا لم يُرسل عند انتهاء الجلسة.',
      other: 'حُذف # تغيير لم يُرسل عند انتهاء الجلسة.',
    }),
  unsentChangesLabel: (count) => (count === 0 ? 'تغييرات لم تُرسل' : unsentChanges(count)),
  savedForOfflineAt: (time) => `محفوظ للاستخدام دون اتصال في ${time}`,
  offlineStatus: (time, waiting) =>
    [time === null ? 'دون اتصال' : `دون اتصال — تُعرض بيانات من ${time}`, ...(waiting > 0 ? [waitingChanges(waiting)] : [])].join(' · '),
} satisfies Translation<OfflineSyncMessages>;
