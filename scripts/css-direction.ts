// The stylesheets are written for both reading directions: the app reads right to left in Arabic
// (<html dir="rtl">), and a margin-left or a `left: 0` stays on the left there, where the layout needs
// the side a line starts on. This check finds the physical left and right the logical properties
// replace (margin-inline-start, inset-inline-end, text-align: start…) and fails `npm run lint` on
// each, unless its line says the physical side is meant, with a comment such as
// `/* physical: centred with translateX(-50%) */` (a chart's axis, a centring trick, a rule already
// under [dir='rtl']).
//
// Run: node --import tsx scripts/css-direction.ts [files or folders…] (default: src, and the inline
// <style> of the two HTML pages).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export interface DirectionFinding {
  /** 1-based. */
  line: number;
  declaration: string;
  why: string;
}

/** The comment that keeps a physical side on purpose. */
const MEANT = /\/\*\s*physical:/i;

const PHYSICAL_PROPERTY = /^(margin|padding|border)-(left|right)(-(color|style|width))?$/;
const PHYSICAL_CORNER = /^border-(top|bottom)-(left|right)-radius$/;
const LOGICAL_NAME: Record<string, string> = {
  left: 'inset-inline-start',
  right: 'inset-inline-end',
};
/** Shorthands whose four values run top, right, bottom, left. */
const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color', 'scroll-margin', 'scroll-padding']);

/** Splits a value at top-level spaces (not inside calc(…), var(…)). */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current !== '') parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** Why a declaration is physical, or null when it reads the same either way. */
export function physicalReason(property: string, value: string): string | null {
  const name = property.trim().toLowerCase();
  const text = value.trim().toLowerCase().replace(/\s*!important$/, '');
  if (name.startsWith('--')) return null;
  if (PHYSICAL_PROPERTY.test(name)) {
    return `${name}: use ${name.replace(/-(left|right)/, (_, side: string) => (side === 'left' ? '-inline-start' : '-inline-end'))}`;
  }
  if (PHYSICAL_CORNER.test(name)) return `${name}: use border-start-start-radius and its kin`;
  if (name in LOGICAL_NAME) return `${name}: use ${LOGICAL_NAME[name]}`;
  if ((name === 'text-align' || name === 'text-align-last') && /^(left|right)$/.test(text)) return `${name}: ${text}: use start or end`;
  if ((name === 'float' || name === 'clear') && /^(left|right)$/.test(text)) return `${name}: ${text}: use inline-start or inline-end`;
  if (FOUR_SIDED.has(name)) {
    const parts = valueParts(text);
    if (parts.length === 4 && parts[1] !== parts[3]) return `${name} with a different right and left: use ${name}-block and ${name}-inline`;
  }
  if (name === 'border-radius' && !text.includes('/')) {
    const [a, b = a, c = a, d = b] = valueParts(text);
    if (a !== b || c !== d) return 'border-radius with different left and right corners: use border-start-start-radius and its kin';
  }
  if (/gradient\(\s*to\s+(left|right|top\s+(left|right)|bottom\s+(left|right))\b/.test(text)) {
    return 'a gradient towards a physical side: mirror it under [dir=\'rtl\']';
  }
  if (/\btranslatex\(|\btranslate\(/.test(text) && name !== 'translate') {
    const x = /\btranslatex\(\s*([^)]+)\)|\btranslate\(\s*([^,)]+)/.exec(text);
    const amount = (x?.[1] ?? x?.[2] ?? '').trim();
    if (!/^0(px|%)?$/.test(amount)) return 'a sideways translate: mirror it under [dir=\'rtl\'] (or say it is meant)';
  }
  return null;
}

/** Blanks out comments, keeping every line break, so offsets still point at their lines. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** The physical declarations of a stylesheet that no `physical:` comment on their line keeps. */
export function findPhysicalDirections(css: string): DirectionFinding[] {
  const lines = css.split('\n');
  const plain = withoutComments(css);
  const lineAt = (offset: number) => plain.slice(0, offset).split('\n').length;
  const findings: DirectionFinding[] = [];
  // Each piece between `{`, `}` and `;` that is closed by `;` or `}` is a declaration; one closed by
  // `{` is a selector or an at-rule's prelude.
  const piece = /[^{};]+/g;
  for (let match = piece.exec(plain); match !== null; match = piece.exec(plain)) {
    const closer = plain[match.index + match[0].length];
    if (closer === '{') continue;
    const text = match[0];
    const colon = text.indexOf(':');
    if (colon < 0) continue;
    const why = physicalReason(text.slice(0, colon), text.slice(colon + 1));
    if (why === null) continue;
    const lead = text.length - text.trimStart().length;
    const first = lineAt(match.index + lead);
    const last = lineAt(match.index + text.trimEnd().length);
    const spanned = lines.slice(first - 1, last);
    if (spanned.some((line) => MEANT.test(line))) continue;
    findings.push({ line: first, declaration: text.trim().replace(/\s+/g, ' '), why });
  }
  return findings;
}

/** The CSS of an HTML page: its <style> elements' text, at their lines (the rest blanked). */
export function inlineStyles(html: string): string {
  return html.replace(/<style\b[^>]*>([\s\S]*?)<\/style>|[^\n]/g, (whole: string, css: string | undefined) => {
    if (css === undefined) return ' ';
    const open = whole.indexOf('>') + 1;
    return ' '.repeat(open) + css + ' '.repeat(whole.length - open - css.length);
  });
}

function stylesheets(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? stylesheets(join(path, entry.name)) : entry.name.endsWith('.css') ? [join(path, entry.name)] : [],
  );
}

const REPO_ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_TARGETS = ['src', 'index.html', 'r/index.html'];

function main(args: readonly string[]): number {
  const targets = (args.length > 0 ? args : DEFAULT_TARGETS).map((target) => resolve(REPO_ROOT, target));
  let count = 0;
  for (const target of targets) {
    for (const file of target.endsWith('.html') ? (existsSync(target) ? [target] : []) : stylesheets(target)) {
      const text = readFileSync(file, 'utf8');
      for (const finding of findPhysicalDirections(file.endsWith('.html') ? inlineStyles(text) : text)) {
        console.error(`${relative(REPO_ROOT, file)}:${finding.line}: ${finding.declaration}  (${finding.why})`);
        count += 1;
      }
    }
  }
  if (count > 0) {
    console.error(
      `\n${count} physical left/right in the stylesheets. Use the logical property, or mark the line /* physical: why */ where the side itself is meant.`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exitCode = main(process.argv.slice(2));
