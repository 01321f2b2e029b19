import { LIMITS } from '../../http/limits.ts';
import { localized } from '../../i18n/server-messages.ts';

export const LIVE_CHANGES_MESSAGES = localized(
  {
    tooManyStreams: `At most ${LIMITS.liveStreamsPerAccount} live-change streams may be open for one account. Close another tab and try again.`,
    unavailable: 'Live updates are not available right now. Try again shortly.',
  },
  {
    es: {
      tooManyStreams: `Una cuenta puede tener abiertas como máximo ${LIMITS.liveStreamsPerAccount} conexiones de actualizaciones en directo. Cierre otra pestaña y vuelva a intentarlo.`,
      unavailable: 'Las actualizaciones en directo no están disponibles en este momento. Vuelva a intentarlo en unos momentos.',
    },
    ar: {
      tooManyStreams: `يمكن أن تفتح للحساب الواحد ${LIMITS.liveStreamsPerAccount} اتصالات تحديث مباشر على الأكثر. أغلق علامة تبويب أخرى وحاول مرة أخرى.`,
      unavailable: 'التحديثات المباشرة غير متاحة الآن. حاول مرة أخرى بعد قليل.',
    },
  },
);
