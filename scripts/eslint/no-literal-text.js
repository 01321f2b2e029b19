// ESLint rule: every text a person reads goes through the message catalogue (src/i18n/catalogue.ts),
// so it can be translated. Outside the catalogue's own files (*-strings.ts, where English sections
// are defined with defineMessages, and src/i18n/catalogues/), it fails:
// - text between JSX tags that holds a letter (`<p>Saved</p>`);
// - a literal with a letter in an attribute people read (aria-label, title, placeholder, alt, …);
// - a template literal with words in it inside JSX (`{`${n} events`}`);
// - anywhere else, a literal that reads as a sentence or a label ('Not found', 'Check in now.'),
//   except what a developer reads (an Error's message, the console).
// Tests and test helpers may write texts (they read what the screen shows).
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const TEXT_ATTRIBUTES = new Set([
  'aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext',
  'title', 'placeholder', 'alt', 'label',
]);
const LETTER = /\p{L}/u;
/** Two words or more starting with a capital ('Not found'), or a capitalised word ending a sentence ('Saved.'). */
const PROSE = /^\s*\p{Lu}\p{Ll}+(?:(?:[ ,'’:;–—-]+\p{L}[\p{L}'’]*)+[\s.!?…:]*|[.!?…])$/u;

function exempt(relative) {
  return (
    !relative.startsWith('src/') ||
    relative.startsWith('src/testing/') ||
    // The wire's words (header names, the CSV's columns, the server's fallback sentences): not the screen's.
    relative.startsWith('src/contract/') ||
    relative.startsWith('src/api/generated/') ||
    relative.startsWith('src/i18n/catalogues/') ||
    /\.test\.tsx?$/.test(relative) ||
    /-strings\.ts$/.test(relative)
  );
}

/** Shown as a JSX child: `<p>{`${n} events`}</p>`, through a condition or a && b (not an attribute: ids, keys, classes). */
function jsxChild(node) {
  let at = node.parent;
  while (at && (at.type === 'ConditionalExpression' || at.type === 'LogicalExpression')) at = at.parent;
  return at?.type === 'JSXExpressionContainer' && (at.parent?.type === 'JSXElement' || at.parent?.type === 'JSXFragment');
}

/** A developer's text: new Error('…'), throw '…', console.*('…'), an import or a type. */
function forDevelopers(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'ImportExpression') return true;
  if (parent.type === 'TSLiteralType' || parent.type === 'TSPropertySignature') return true;
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && /Error$/.test(parent.callee.name)) return true;
  if (parent.type === 'ThrowStatement') return true;
  if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression' && parent.callee.object.type === 'Identifier' && parent.callee.object.name === 'console') return true;
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible texts go through the message catalogue' },
    schema: [],
    messages: { literal: 'A text people read goes through the message catalogue (a *-strings.ts section): {{text}}' },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const relative = path.relative(ROOT, filename).split(path.sep).join('/');
    if (exempt(relative)) return {};
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && LETTER.test(value.value)) report(value, value.value);
        if (value.type === 'TemplateLiteral' && value.quasis.some((q) => LETTER.test(q.value.cooked ?? ''))) report(value, value.quasis.map((q) => q.value.cooked).join('…'));
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression' || forDevelopers(node)) return;
        const words = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
        if ((jsxChild(node) && /\p{L}{2,}/u.test(words)) || node.quasis.some((q) => PROSE.test(q.value.cooked ?? ''))) report(node, words);
      },
      Literal(node) {
        if (typeof node.value !== 'string' || node.parent?.type === 'JSXAttribute' || forDevelopers(node)) return;
        if (PROSE.test(node.value)) report(node, node.value);
      },
    };
  },
};

export default { rules: { 'no-literal-text': rule } };
