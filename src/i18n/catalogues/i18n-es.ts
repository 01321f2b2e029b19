// Spanish: every section's translation, one file per section (its name is the section's), typed by
// the English section it translates. Bundled together: this module is the language's one chunk for
// the staff portal, the residents' sections (residents/) included, as the kiosk and the desk show some.
import { sectionsOf } from './sections-of.ts';

export default sectionsOf(import.meta.glob<{ default: object }>('./es/**/*.ts', { eager: true }));
