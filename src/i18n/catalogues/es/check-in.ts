import type { Translation } from '../../catalogue.ts';
import type { CheckInMessages } from '../../../state/check-in-strings.ts';

export default {
  alreadyCheckedInAt: (time, by) => (by ? `Ya estaba registrado a las ${time} por ${by}` : `Ya estaba registrado a las ${time}`),
} satisfies Translation<CheckInMessages>;
