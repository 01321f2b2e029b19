// Finds every (method, path) the app calls by scanning src/ as text. A regex scan rather than a TS
// AST walk: the call sites follow a few fixed shapes, and a shape it cannot resolve is reported, not
// skipped, so a new kind of call site fails the contract test instead of escaping it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface AppApiCall {
  method: string;
  /** Relative to the API base, as the app writes it (e.g. '/building-manager/tasks/'). */
  path: string;
  /** 'src/…:line' of the call site, for failure messages. */
  site: string;
}

export interface AppApiScan {
  calls: AppApiCall[];
  /** Call sites whose method or path is not a literal or a string constant the scan can resolve. */
  unresolved: string[];
}

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;
/** Test doubles of the API, not calls the app makes. */
const EXCLUDED_DIRS = ['testing'] as const;

/** A path argument: a quoted literal, a template literal, or a constant's name. */
const PATH_EXPR = String.raw`('[^'\n]*'|\x60[^\x60\n]*\x60|[A-Za-z_$][\w$]*)`;
const GENERIC_ARGS = String.raw`(?:<[^()]*?>)?`;

/** `apiCall<T>('POST', '/users/login', …)`; calls with a non-literal method are generic forwarders. */
const API_CALL = new RegExp(String.raw`\bapiCall${GENERIC_ARGS}\(\s*'([A-Z]+)'\s*,\s*${PATH_EXPR}`, 'g');

/**
 * Callers that take `{ method?, path, … }` and end in apiCall. Default methods: createCachedResource
 * uses `definition.method ?? 'POST'` (src/state/cached-resource.ts); sendMessageWithFeedback always
 * sends POST (src/features/messages/send-message.ts); sendOrQueue's type requires a method.
 */
const OBJECT_CALLERS = { createCachedResource: 'POST', sendMessageWithFeedback: 'POST', sendOrQueue: null } as const;
const OBJECT_CALL = new RegExp(String.raw`\b(${Object.keys(OBJECT_CALLERS).join('|')})${GENERIC_ARGS}\(\s*\{`, 'g');
const PATH_PROPERTY = new RegExp(String.raw`\bpath:\s*${PATH_EXPR}`);
const METHOD_PROPERTY = /\bmethod:\s*'([A-Z]+)'/;
/** `const NAME = '…'` (exported or not, `as const` or not): the constants paths are built from. */
const STRING_CONSTANT = /\bconst\s+([A-Za-z_$][\w$]*)\s*(?::\s*string\s*)?=\s*'([^'\n]*)'/g;

function sourceFiles(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file))
    .filter((file) => !EXCLUDED_DIRS.some((dir) => file.startsWith(`${dir}/`)))
    .map((file) => join(srcDir, file));
}

function stringConstants(text: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const match of text.matchAll(STRING_CONSTANT)) constants.set(match[1]!, match[2]!);
  return constants;
}

/** The object literal opening at `text[openBrace]`, braces balanced (template `${}` included). */
function objectLiteral(text: string, openBrace: number): string {
  let depth = 0;
  for (let i = openBrace; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return text.slice(openBrace, i + 1);
  }
  return text.slice(openBrace);
}

/** Only the object's own properties: nested objects (a body literal) are blanked out. */
function topLevel(objectText: string): string {
  // 'object' or 'template' (a `${…}` in a template literal, which stays at its object's level).
  const open: ('object' | 'template')[] = [];
  let out = '';
  for (let i = 0; i < objectText.length; i += 1) {
    const char = objectText[i]!;
    if (char === '{') open.push(objectText[i - 1] === '$' ? 'template' : 'object');
    out += open.filter((kind) => kind === 'object').length <= 1 ? char : ' ';
    if (char === '}') open.pop();
  }
  return out;
}

export function scanAppApiCalls(srcDir: string): AppApiScan {
  const files = sourceFiles(srcDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const local = new Map(files.map(({ file, text }) => [file, stringConstants(text)]));
  // An imported constant (e.g. TASKS_PATH) resolves when one value is declared under that name.
  const global = new Map<string, Set<string>>();
  for (const constants of local.values()) {
    for (const [name, value] of constants) global.set(name, (global.get(name) ?? new Set()).add(value));
  }
  const calls: AppApiCall[] = [];
  const unresolved: string[] = [];

  for (const { file, text } of files) {
    const siteOf = (index: number) => `${relative(join(srcDir, '..'), file)}:${text.slice(0, index).split('\n').length}`;
    const constant = (name: string): string | undefined => {
      const values = global.get(name);
      return local.get(file)?.get(name) ?? (values?.size === 1 ? [...values][0] : undefined);
    };
    const resolvePath = (expression: string): string | undefined => {
      if (expression.startsWith("'")) return expression.slice(1, -1);
      if (!expression.startsWith('`')) return constant(expression);
      let resolved = true;
      const path = expression.slice(1, -1).replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (_all, name: string) => {
        const value = constant(name);
        if (value === undefined) resolved = false;
        return value ?? '';
      });
      return resolved && !path.includes('${') ? path : undefined;
    };
    const record = (method: string | undefined, expression: string | undefined, index: number, excerpt: string) => {
      const path = expression === undefined ? undefined : resolvePath(expression);
      if (method === undefined || path === undefined) unresolved.push(`${siteOf(index)}: ${excerpt.replace(/\s+/g, ' ').slice(0, 120)}`);
      else calls.push({ method, path, site: siteOf(index) });
    };

    for (const match of text.matchAll(API_CALL)) record(match[1], match[2], match.index, match[0]);
    for (const match of text.matchAll(OBJECT_CALL)) {
      const object = topLevel(objectLiteral(text, match.index + match[0].length - 1));
      const pathExpression = PATH_PROPERTY.exec(object)?.[1];
      // `sendOrQueue({ method: 'POST', ...write })` forwards a write whose path its caller gives.
      if (pathExpression === undefined && object.includes('...')) continue;
      const fallback = OBJECT_CALLERS[match[1] as keyof typeof OBJECT_CALLERS] ?? undefined;
      record(METHOD_PROPERTY.exec(object)?.[1] ?? fallback, pathExpression, match.index, match[0] + object);
    }
  }
  return { calls, unresolved };
}
