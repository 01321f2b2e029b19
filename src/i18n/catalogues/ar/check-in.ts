import type { Translation } from '../../catalogue.ts';
import type { CheckInMessages } from '../../../state/check-in-strings.ts';

export default {
  alreadyCheckedInAt: (time, by) => (by ? `سجّل حضوره من قبل عند ${time} بواسطة ${by}` : `سجّل حضوره من قبل عند ${time}`),
} satisfies Translation<CheckInMessages>;
