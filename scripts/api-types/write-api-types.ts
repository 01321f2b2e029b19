// `npm run api:types`: regenerates src/api/generated/api-schema.ts after a route schema changes.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, renderApiTypes } from './render-api-types.ts';

await writeFile(API_TYPES_FILE, await renderApiTypes());
console.log(`wrote ${fileURLToPath(API_TYPES_FILE)}`);
