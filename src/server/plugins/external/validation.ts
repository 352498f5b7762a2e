import { Ajv, type ValidateFunction } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addTextRule, withTextRule } from '../../lib/text-rule.js';

type FormatsPlugin = (ajv: Ajv) => Ajv;
const addFormats = (ajvFormats as unknown as { default: FormatsPlugin }).default;

interface PropertySchema {
  readonly type?: string | readonly string[];
}
interface ObjectSchema {
  readonly properties?: Readonly<Record<string, PropertySchema>>;
}

const WHOLE_NUMBER = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * A query, path or header value, which arrives as text, read as the type its schema names: plain
 * decimal digits only ("16", "2.5"), never "0x10", "1e3", " 16 " or "Infinity"; "true"/"false" for
 * booleans. A whole number beyond 2^53 - 1 is not read either: "99999999999999999999" would become
 * 1e20, which no bound then tells from the number written. Anything else stays as it came (text,
 * or a list when repeated) and fails the check.
 */
function readText(value: unknown, schema: PropertySchema | undefined): unknown {
  if (typeof value !== 'string' || !schema) return value;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' && WHOLE_NUMBER.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  if (type === 'number' && DECIMAL.test(value) && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Request validation, strict everywhere: unknown fields are refused (never silently dropped) and
 * nothing is coerced by the validator. A JSON body is checked as it was typed, so `"100"`, `[100]`
 * or `true` never become an amount or a player id. Query strings, path parameters and headers are
 * text, read first by `readText`. Every string, however deep, keeps the text rule (`lib/text-rule.ts`):
 * no control characters, line breaks only where several lines are meant.
 */
function requestValidatorCompiler() {
  const ajv = addTextRule(addFormats(new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, addUsedSchema: false })));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }): ValidateFunction => {
    const check = ajv.compile(withTextRule(schema));
    if (httpPart === 'body') return check;
    const properties = (schema as ObjectSchema).properties ?? {};
    const validate = ((data: unknown) => {
      if (data && typeof data === 'object') {
        const record = data as Record<string, unknown>;
        for (const name of Object.keys(properties)) if (name in record) record[name] = readText(record[name], properties[name]);
      }
      const valid = check(data);
      validate.errors = check.errors;
      return valid;
    }) as ValidateFunction;
    return validate;
  };
}

export default fp(
  async function validation(app: FastifyInstance) {
    app.setValidatorCompiler(requestValidatorCompiler());
  },
  { name: 'validation' },
);
