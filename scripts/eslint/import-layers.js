// ESLint rule: imports run downward only (docs/layout.md). In src/, a file may import its own layer
// or a lower one: pages → layout/features/pwa → overlays → state → api → offline/ui/config, and no
// feature imports another feature (src/features/X/ from src/features/Y/). The
// service worker (sw/) and the worker-safe code it shares with the page (src/offline/shared/) import
// nothing that touches the DOM, React or page-only APIs; product code never imports test helpers.
// The app never imports from server/, and the server never imports from src/, with one exception:
// src/contract/ (header names, the error body, limits, token claims, the e-mail pattern) and
// src/primitives/ (back-off, emitter, single flight), which src/ (any layer), sw/ and server/ all
// import, and which themselves import nothing but src/contract/ and src/primitives/.
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Rank of each src/ folder: higher may import lower; the app's entry files are the top. */
const SRC_LAYERS = {
  // The residents' app (its own entry, r/index.html): a small tree of its own above the shared
  // lower layers; it never imports the staff screens, stores or features (which sit beside it).
  residents: 7,
  pages: 7,
  layout: 6,
  features: 6,
  pwa: 6,
  overlays: 5,
  state: 4,
  api: 3,
  offline: 2,
  ui: 2,
  config: 2,
  // The message catalogue's machinery (catalogue.ts, language.ts): every layer's texts go through it.
  i18n: 2,
  contract: 1,
};
const ENTRY_RANK = 8;
const WORKER_SAFE = 'src/offline/shared/';
/** What the app, the worker and the server agree on; no DOM, no Node-only APIs. */
const CONTRACT = 'src/contract/';
/** One of each primitive (back-off, emitter, single flight), shared in the same way as the contract. */
const PRIMITIVES = 'src/primitives/';
/** The transport: resource modules (src/api/) and stores (src/state/) call it, nothing above them. */
const API_CLIENT = 'src/api/client.ts';
/** The translations: data, each file typed by the English section it translates, wherever that lives. */
const CATALOGUES = 'src/i18n/catalogues/';

function where(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  if (relative.startsWith('src/testing/') || /\.test\.tsx?$/.test(relative)) return { kind: 'test', relative };
  if (relative.startsWith('sw/')) return { kind: 'sw', relative };
  if (relative.startsWith('server/')) return { kind: 'server', relative };
  if (relative.startsWith(CONTRACT) || relative.startsWith(PRIMITIVES)) return { kind: 'contract', relative };
  if (relative.startsWith(CATALOGUES)) return { kind: 'catalogue', relative };
  if (!relative.startsWith('src/')) return { kind: 'other', relative };
  const folder = relative.split('/')[1];
  const rank = folder in SRC_LAYERS ? SRC_LAYERS[folder] : folder.includes('.') ? ENTRY_RANK : undefined;
  return { kind: 'src', relative, folder, rank };
}

function problem(from, to, typeOnly) {
  if (from.kind === 'test' || from.kind === 'other') return null;
  if (to.kind === 'test') return `product code imports the test helper ${to.relative}`;
  if (from.kind === 'contract') {
    return to.kind === 'contract' ? null : `${CONTRACT} and ${PRIMITIVES} import only each other (app, worker and server all run them), not ${to.relative}`;
  }
  if (from.kind === 'server') {
    return to.kind === 'src' || to.kind === 'sw' ? `the server never imports from src/ (but ${CONTRACT} and ${PRIMITIVES}): ${to.relative}` : null;
  }
  if (to.kind === 'server') return `the app and the worker never import from server/: ${to.relative}`;
  if (to.kind === 'contract') return null;
  // A translation names its English section's type (from any layer) and nothing else of the app's;
  // only the catalogues' loaders (src/i18n/*.ts) import a translation, on demand.
  if (from.kind === 'catalogue') {
    return typeOnly || to.kind === 'catalogue' || to.relative.startsWith('src/i18n/') ? null : `a translation imports only types (and src/i18n/): ${to.relative}`;
  }
  if (to.kind === 'catalogue') {
    return /^src\/i18n\/[^/]+\.ts$/.test(from.relative) ? null : `only src/i18n/'s loaders load a translation (its own chunk, on demand): ${to.relative}`;
  }
  if (from.kind === 'sw' || from.relative.startsWith(WORKER_SAFE)) {
    const allowed = to.kind === 'sw' || to.relative.startsWith(WORKER_SAFE) || to.relative.startsWith('src/config/');
    return allowed ? null : `worker-safe code imports ${to.relative}, which is not in sw/, ${WORKER_SAFE}, ${CONTRACT} or src/config/`;
  }
  if (from.kind !== 'src' || to.kind !== 'src') return null;
  if (to.relative === API_CLIENT && !typeOnly && from.folder !== 'api' && from.folder !== 'state') {
    return `only src/api/ and src/state/ call the API; use a resource module of src/api/ or a store`;
  }
  if (from.rank === undefined) return `src/${from.folder}/ is not a known layer; add it to scripts/eslint/import-layers.js`;
  if (to.rank === undefined) return null;
  if (to.rank > from.rank) return `src/${from.folder}/ (layer ${from.rank}) imports upward from src/${to.folder}/ (layer ${to.rank})`;
  // Features are siblings: a part two of them need moves down (ui/, state/), a composition up (pages/).
  const feature = (file) => (file.folder === 'features' ? file.relative.split('/')[2] : undefined);
  if (feature(from) !== undefined && feature(to) !== undefined && feature(from) !== feature(to)) {
    return `src/features/${feature(from)}/ imports another feature, src/features/${feature(to)}/; move the shared part down (ui/, state/) or the composition up (pages/)`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports run downward through the layers of src/' },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = where(filename);
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = where(path.resolve(path.dirname(filename), source));
      // A type (ApiResult, say) is not a call: only value imports of the client are kept to api/ and state/.
      const message = problem(from, to, node.importKind === 'type' || node.exportKind === 'type');
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-layers': rule } };
