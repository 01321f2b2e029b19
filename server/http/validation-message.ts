// One sentence a person reads for the first schema error of a request, since the app shows it as is:
// "Capacity must be at least 1." rather than Ajv's "capacity: must be >= 1" or Fastify's
// "body/capacity must be >= 1". The field's own name goes in the error body's `field`.
import { fieldSentence } from './field-label.ts';
import { ONE_LINE_PATTERN } from './field-schemas.ts';
import { VALIDATION_STRINGS, type TypeName } from './validation-strings.ts';

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

const P = VALIDATION_STRINGS.predicates;

function typeWord(type: string): string {
  return Object.hasOwn(VALIDATION_STRINGS.types, type) ? VALIDATION_STRINGS.types[type as TypeName] : type;
}

/** What the value must be, worded for a person: "must be at least 1". */
function predicate(issue: SchemaIssue): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return P.required;
    case 'type': {
      // Ajv words a list of types as "must be object,null".
      const types = String(params.type ?? '').split(',').filter((type) => type.length > 0);
      return types.length > 0 ? P.mustBeType(types.map(typeWord).join(VALIDATION_STRINGS.typesJoiner)) : P.wrongType;
    }
    case 'additionalProperties':
      return P.notAField;
    case 'minLength':
      return params.limit === 1 ? P.notEmpty : P.atLeastChars(String(params.limit));
    case 'maxLength':
      return P.atMostChars(String(params.limit));
    case 'minimum':
      return P.atLeast(String(params.limit));
    case 'maximum':
      return P.atMost(String(params.limit));
    case 'exclusiveMinimum':
      return P.moreThan(String(params.limit));
    case 'exclusiveMaximum':
      return P.lessThan(String(params.limit));
    case 'minItems':
      return params.limit === 1 ? P.atLeastOne : P.atLeastItems(String(params.limit));
    case 'maxItems':
      return P.atMostItems(String(params.limit));
    case 'uniqueItems':
      return P.noRepeats;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
      return allowed.length > 0 ? P.oneOf(allowed.join(', ')) : P.notAChoice;
    }
    case 'const':
      return P.mustEqual(String(params.allowedValue));
    case 'pattern':
      return params.pattern === ONE_LINE_PATTERN ? P.oneLine : P.wrongFormat;
    case 'format':
      return params.format === 'email' ? P.email : P.validFormat(String(params.format));
    case 'multipleOf':
      return P.multipleOf(String(params.multipleOf));
    default:
      return P.notValid;
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
    return { message: fieldSentence(field, P.notValid), field };
  }
  let field = pointerToField(issue.instancePath);
  if (issue.keyword === 'required') field = join(field, issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') field = join(field, issue.params.additionalProperty);
  if (!field) field = context ?? 'body';
  return { message: fieldSentence(field, predicate(issue)), field };
}
