import { createRequire } from 'node:module';
import type { FastifySchema, FastifyServerOptions } from 'fastify';
import { EMAIL_PATTERN } from '../../src/contract/email-pattern.ts';

type ValidatorCompiler = (route: {
  schema: FastifySchema;
  method: string;
  url: string;
  httpPart?: string;
}) => unknown;
interface AjvInstance {
  addFormat(name: string, format: RegExp): unknown;
}
type BuildValidator = (
  externalSchemas: unknown,
  ajvOptions: { customOptions?: object; plugins?: unknown[]; onCreate?: (ajv: AjvInstance) => void },
) => ValidatorCompiler;

// Fastify's own Ajv compiler, resolved through fastify so the same Ajv 8 it ships with is used.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const AjvCompiler = requireFromFastify('@fastify/ajv-compiler') as () => BuildValidator;

/**
 * JSON bodies are validated strictly: no type coercion (a number where a string belongs is a 400,
 * not silently "123") and unknown properties are refused rather than dropped. Query strings and
 * path parameters are text by nature, so they keep Fastify's coercion ("?buildingId=3" → 3) and
 * quietly drop unknown parameters (cache busters and the like). `format: 'email'` is the contract's
 * e-mail pattern (src/contract/email-pattern.ts), the one the app's forms check.
 */
function validatorCompilers(): BuildValidator {
  // One pool each for the whole process: Fastify asks for compilers once per plugin context, and a
  // pool keeps one Ajv per set of shared schemas and options. A new pool per call (as this was) built
  // two new Ajv instances per context, which cost a server's start 1.5-2.5 s of its ~8 s of CPU.
  const strictPool = AjvCompiler();
  const lenientPool = AjvCompiler();
  return (externalSchemas, ajvOptions) => {
    const base = {
      ...ajvOptions,
      customOptions: { ...ajvOptions.customOptions, allErrors: false },
      onCreate: (ajv: AjvInstance) => ajv.addFormat('email', EMAIL_PATTERN),
    };
    const strict = strictPool(externalSchemas, {
      ...base,
      customOptions: { ...base.customOptions, coerceTypes: false, removeAdditional: false },
    });
    const lenient = lenientPool(externalSchemas, base);
    return (route) => (route.httpPart === 'body' ? strict(route) : lenient(route));
  };
}

export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  // Fastify types this as a union of Ajv and JTD factories; ours is the plain Ajv one.
  compilersFactory: { buildValidator: validatorCompilers() as never },
};
