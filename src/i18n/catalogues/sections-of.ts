import type { Catalogue } from '../catalogue.ts';

/** './es/door.ts' → 'door': a language's section files as its catalogue. */
export function sectionsOf(files: Record<string, { default: object }>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [path, file] of Object.entries(files)) catalogue[path.replace(/^.*\/|\.ts$/g, '')] = file.default;
  return catalogue;
}
