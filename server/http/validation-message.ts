// One sentence a person reads for the first schema error of a request, since the app shows it as is:
// "Capacity must be at least 1." rather than Ajv's "capacity: must be >= 1" or Fastify's
// "body/capacity must be >= 1". The field's own name goes in the error body's `field`.
import { fieldLabel, fieldSentence } from './field-label.ts';
import { ONE_LINE_PATTERN, ONE_LINE_PREDICATE } from './field-schemas.ts';

/** The parts of an Ajv error this module reads. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "/items/0/name" → "items.0.name"; JSON pointer escapes undone. */
function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(parent: string, child: unknown): string {
  const name = String(child);
  return parent ? `${parent}.${name}` : name;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

function plural(count: unknown, one: string, many: string): string {
  return `${String(count)} ${Number(count) === 1 ? one : many}`;
}

/** What the value must be, worded for a person: "must be at least 1". */
function predicate(issue: SchemaIssue): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      // Ajv words a list of types as "must be object,null".
      const types = String(params.type ?? '').split(',').filter((type) => type.length > 0);
      return types.length > 0 ? `must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}` : 'has the wrong type';
    }
    case 'additionalProperties':
      return 'is not a field this request takes';
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${plural(params.limit, 'character', 'characters')}`;
    case 'maxLength':
      return `must be at most ${plural(params.limit, 'character', 'characters')}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`;
    case 'minItems':
      return params.limit === 1 ? 'must name at least one' : `must name at least ${String(params.limit)}`;
    case 'maxItems':
      return `must name at most ${String(params.limit)}`;
    case 'uniqueItems':
      return 'must not name the same one twice';
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
      return allowed.length > 0 ? `must be one of ${allowed.join(', ')}` : 'is not one of the choices';
    }
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'pattern':
      return params.pattern === ONE_LINE_PATTERN ? ONE_LINE_PREDICATE : 'has the wrong format or is out of range';
    case 'format':
      return params.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${String(params.format)}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`;
    default:
      return 'is not valid';
  }
}

/**
 * One sentence naming the offending field, e.g. "Email must be a valid e-mail address." or
 * "Password must be at least 8 characters.", with the field's own name for programs.
 */
export function describeValidationError(
  issues: SchemaIssue[],
  context: string | undefined,
): { message: string; field: string } {
  const issue = issues[0];
  if (!issue) {
    const field = context ?? 'body';
    return { message: `${fieldLabel(field)} is not valid.`, field };
  }
  let field = pointerToField(issue.instancePath);
  if (issue.keyword === 'required') field = join(field, issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') field = join(field, issue.params.additionalProperty);
  if (!field) field = context ?? 'body';
  return { message: fieldSentence(field, predicate(issue)), field };
}
