// ESLint rules: one of each primitive, written once and used everywhere (README "Where things go").
// Each rule fails the raw form of something that has its one module, outside that module:
// - no-raw-web-storage: localStorage / sessionStorage, outside src/config/web-storage.ts (its key
//   map, the shape each value is read back as, and what happens when storage refuses);
// - no-listener-set: a Set of functions (listeners, handlers), outside src/primitives/emitter.ts;
// - no-all-buildings-compare: a building id compared with 0 or ALL_BUILDINGS(_ID), outside
//   src/contract/all-buildings.ts (isAllBuildings: 0, null and absent all mean every building);
// - no-hand-written-backoff: a capped doubling (`Math.min(x * 2, max)`, `Math.min(x * 2 ** n, max)`)
//   or `delay *= 2`, outside src/primitives/ (backoff, doublingDelaysMs, delayAfterFailuresMs).
// Tests may touch the raw forms (they stand in for a browser, another tab, an older version).
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function relativeOf(context) {
  const filename = context.filename ?? context.getFilename();
  return path.relative(ROOT, filename).split(path.sep).join('/');
}

function isTest(relative) {
  return relative.startsWith('src/testing/') || /\.test\.tsx?$/.test(relative);
}

/** A rule that applies outside `allowed` (a file, or a folder ending in '/') and outside tests. */
function ruleOutside(allowed, description, create) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const relative = relativeOf(context);
      if (isTest(relative) || (allowed.endsWith('/') ? relative.startsWith(allowed) : relative === allowed)) return {};
      return create(context);
    },
  };
}

const STORAGE_NAMES = new Set(['localStorage', 'sessionStorage']);

const noRawWebStorage = ruleOutside('src/config/web-storage.ts', 'Web Storage only through src/config/web-storage.ts', (context) => ({
  Identifier(node) {
    if (!STORAGE_NAMES.has(node.name)) return;
    context.report({
      node,
      message: `${node.name} is read and written only by src/config/web-storage.ts: add the key to STORAGE_KEYS and use readStored / writeStored`,
    });
  },
}));

const LISTENER_TYPE_NAME = /(Listener|Handler|Callback|Subscriber)$/;

/** Whether `type` is a function type: written out, named like a listener, or a local alias of one. */
function isFunctionType(type, aliases) {
  if (!type) return false;
  if (type.type === 'TSFunctionType') return true;
  if (type.type === 'TSParenthesizedType') return isFunctionType(type.typeAnnotation, aliases);
  if (type.type === 'TSUnionType') return type.types.some((member) => isFunctionType(member, aliases));
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return false;
  return LISTENER_TYPE_NAME.test(type.typeName.name) || aliases.has(type.typeName.name);
}

/** The file's own type aliases of a function type (`type OnChange = () => void`). */
function functionAliases(program) {
  const aliases = new Set();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'TSTypeAliasDeclaration' && isFunctionType(declaration.typeAnnotation, aliases)) aliases.add(declaration.id.name);
  }
  return aliases;
}

function typeArgumentsOf(node) {
  return (node.typeArguments ?? node.typeParameters)?.params ?? [];
}

const LISTENER_SET_MESSAGE = 'a Set of listeners is an emitter: use emitter() from src/primitives/emitter.ts';

const noListenerSet = ruleOutside('src/primitives/emitter.ts', 'listener sets only through emitter()', (context) => {
  let aliases = new Set();
  return {
    Program(program) {
      aliases = functionAliases(program);
    },
    NewExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'Set' && isFunctionType(typeArgumentsOf(node)[0], aliases)) {
        context.report({ node, message: LISTENER_SET_MESSAGE });
      }
    },
    TSTypeReference(node) {
      const name = node.typeName.type === 'Identifier' ? node.typeName.name : '';
      if ((name === 'Set' || name === 'ReadonlySet') && isFunctionType(typeArgumentsOf(node)[0], aliases)) {
        context.report({ node, message: LISTENER_SET_MESSAGE });
      }
    },
  };
});

const BUILDING_ID = /buildingId$/i;
const ALL_BUILDINGS_NAME = /^ALL_BUILDINGS(_ID)?$/;
const COMPARISONS = new Set(['===', '!==', '==', '!=', '>', '<', '>=', '<=']);

function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return nameOf(node.expression);
  return null;
}

const isZero = (node) => node.type === 'Literal' && node.value === 0;

const noAllBuildingsCompare = ruleOutside('src/contract/all-buildings.ts', 'all buildings only through isAllBuildings()', (context) => ({
  BinaryExpression(node) {
    if (!COMPARISONS.has(node.operator)) return;
    for (const [id, other] of [
      [node.left, node.right],
      [node.right, node.left],
    ]) {
      const name = nameOf(id);
      if (name === null || !BUILDING_ID.test(name)) continue;
      if (isZero(other) || ALL_BUILDINGS_NAME.test(nameOf(other) ?? '')) {
        context.report({ node, message: 'whether a building id means all buildings is isAllBuildings() (src/contract/all-buildings.ts): 0, null and absent alike' });
        return;
      }
    }
  },
}));

const isTwo = (node) => node.type === 'Literal' && node.value === 2;

/** `x * 2`, `2 * x`, `x * 2 ** n` somewhere in `node`, not looking into nested functions. */
function hasDoubling(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'BinaryExpression' && node.operator === '*') {
    const powerOfTwo = (side) => side.type === 'BinaryExpression' && side.operator === '**' && isTwo(side.left);
    if (isTwo(node.left) || isTwo(node.right) || powerOfTwo(node.left) || powerOfTwo(node.right)) return true;
  }
  if (node.type.includes('Function')) return false;
  for (const key of Object.keys(node)) {
    if (key === 'parent') continue;
    const value = node[key];
    if (Array.isArray(value) ? value.some(hasDoubling) : value && typeof value === 'object' && hasDoubling(value)) return true;
  }
  return false;
}

const BACKOFF_MESSAGE = 'a delay that doubles up to a cap is a back-off: use backoff(), doublingDelaysMs() or delayAfterFailuresMs() from src/primitives/backoff.ts';

const noHandWrittenBackoff = ruleOutside('src/primitives/', 'back-off delays only through src/primitives/backoff.ts', (context) => ({
  CallExpression(node) {
    const { callee } = node;
    const isMathMin =
      callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'Math' && callee.property.name === 'min';
    if (isMathMin && node.arguments.some(hasDoubling)) context.report({ node, message: BACKOFF_MESSAGE });
  },
  AssignmentExpression(node) {
    if (node.operator === '*=' && isTwo(node.right)) context.report({ node, message: BACKOFF_MESSAGE });
  },
}));

export default {
  rules: {
    'no-raw-web-storage': noRawWebStorage,
    'no-listener-set': noListenerSet,
    'no-all-buildings-compare': noAllBuildingsCompare,
    'no-hand-written-backoff': noHandWrittenBackoff,
  },
};
