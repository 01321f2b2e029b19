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

function sentence(issue: SchemaIssue): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      // Ajv words a list of types as "must be object,null".
      const types = String(params.type ?? '').split(',').filter((type) => type.length > 0);
      return types.length > 0 ? `must be ${types.join(' or ')}` : (issue.message ?? 'is invalid');
    }
    case 'additionalProperties':
      return 'is not allowed';
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'pattern':
      return 'has the wrong format or is out of range';
    case 'format':
      return params.format === 'email' ? 'must be a valid email address' : `must be a valid ${String(params.format)}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

/**
 * Fields whose message is shown to people as it is (the app toasts the reset-password and
 * change-password answers): "Password must be at least 8 characters." rather than "password: …".
 */
const HUMAN_FIELD_LABELS: Readonly<Record<string, string>> = { password: 'Password' };

/**
 * One human sentence naming the offending field, e.g. "email: must be string" or
 * "Password must be at least 8 characters." (Fastify's own text would be "body/email must be string").
 */
export function describeValidationError(
  issues: SchemaIssue[],
  context: string | undefined,
): { message: string; field: string } {
  const issue = issues[0];
  if (!issue) return { message: `${context ?? 'request'}: is invalid`, field: context ?? 'request' };
  let field = pointerToField(issue.instancePath);
  if (issue.keyword === 'required') field = join(field, issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') field = join(field, issue.params.additionalProperty);
  if (!field) field = context ?? 'body';
  const label = HUMAN_FIELD_LABELS[field.split('.').at(-1) ?? ''];
  if (label) return { message: `${label} ${sentence(issue)}.`, field };
  return { message: `${field}: ${sentence(issue)}`, field };
}
