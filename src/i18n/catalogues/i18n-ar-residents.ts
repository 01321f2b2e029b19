// Arabic for the residents' app: only the sections its pages use (residents/), so a resident's phone
// downloads a few kilobytes rather than the staff portal's whole catalogue.
import { sectionsOf } from './sections-of.ts';

export default sectionsOf(import.meta.glob<{ default: object }>('./ar/residents/*.ts', { eager: true }));
