import { Ajv } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import fc from 'fast-check';

/** The parts of a JSON schema (as the OpenAPI document gives them) the generators read. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly format?: string;
  /** A text area's field: line breaks and tabs allowed (every other string refuses them). */
  readonly 'x-multiline'?: boolean;
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);
/** Control characters no text takes (a NUL byte PostgreSQL cannot store), and line breaks, which only a text area's field takes. */
const CONTROL_TEXTS = ['\u0000', 'ab\u0000cd', '\u0001', '\u001b[2J', 'a\u007f', 'a\u0085b', 'hai\ndòng', 'a\r\nb', 'a\tb'];
/** Broken UTF-16 (lone surrogates): only a JSON body can carry it, since a URL or a header is encoded first. */
const LONE_SURROGATES = ['\ud800', 'a\udfffb'];

/** Values a schema accepts: the base each malformed variant changes one thing of. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1e6, -1e9), max: Math.min(schema.maximum ?? 1e6, 1e9) });
    case 'number':
      return fc.integer({ min: 10, max: 10_000 });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'date-time') return fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 16, 16) });
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: 2 });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, validValue(child)])),
        { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) },
      );
    }
    default:
      return fc.anything();
  }
}

/** Values of the wrong type, out of range or absurd, for a field of `schema`: what a probe would send. */
export function malformedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrongForAnything = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constant({}),
    fc.constant([]),
    fc.constant(MEGABYTE_STRING),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
  );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    return fc.oneof(
      wrongForAnything,
      fc.constantFrom('0x64', ' 100 ', '1e3', '100', 'NaN', 'Infinity', '-Infinity', '', '١٠٠'),
      fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 5e-324, -0, 1.5, 10.00001, 0, -1),
      fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
      fc.double(),
    );
  }
  if (type === 'string' || schema.anyOf || schema.enum) {
    return fc.oneof(
      wrongForAnything,
      fc.integer(),
      fc.double(),
      fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 2 }),
      fc.string({ minLength: (schema.maxLength ?? 1000) + 1, maxLength: (schema.maxLength ?? 1000) + 40 }),
      fc.constantFrom('LEVEL_2', 'cao', ' CAO', '2026-13-45T99:99:99Z', 'not-a-date'),
      fc.constantFrom(...CONTROL_TEXTS, ...LONE_SURROGATES),
    );
  }
  const controlInside = fc.constantFrom(...CONTROL_TEXTS, ...LONE_SURROGATES).chain((text) => fc.constantFrom(text, [text], { [text]: 1 }, { a: { b: text } }));
  return fc.oneof(wrongForAnything, fc.integer(), fc.string({ maxLength: 8 }), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }), controlInside);
}

/**
 * Malformed variants of a JSON body for `schema`, built on valid bodies: a field of the wrong type,
 * out of range or absurdly long, a required field missing, an unknown field, or the body as a whole
 * not an object.
 */
export function malformedBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const variants: Array<fc.Arbitrary<unknown>> = [
    fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })).map(([body, key, value]) => ({ ...body, [`x_${key}`]: value })),
    fc.oneof(fc.constant(null), fc.constant([]), fc.array(base, { minLength: 1, maxLength: 2 }), fc.string(), fc.integer(), fc.boolean()),
    base.map((body) => ({ ...body, padding: MEGABYTE_STRING })),
  ];
  for (const [name, child] of properties) {
    variants.push(fc.tuple(base, malformedValue(child)).map(([body, value]) => ({ ...body, [name]: value })));
  }
  for (const name of required) {
    variants.push(
      base.map((body) => {
        const { [name]: _dropped, ...rest } = body;
        return rest;
      }),
    );
  }
  return fc.oneof(...variants);
}

/** Malformed text for a query or path parameter of `schema`: everything arrives as text there. */
export function malformedText(schema: JsonSchema): fc.Arbitrary<string | string[]> {
  return fc.oneof(
    fc.constantFrom('abc', 'NaN', 'Infinity', '-Infinity', '1e300', '99999999999999999999', String(2n ** 63n), '-1', '0', '1.5', '0x10', ' ', '', 'null', 'true', '%00', 'LEVEL_2'),
    fc.constantFrom(...CONTROL_TEXTS),
    fc.string({ minLength: (schema.maxLength ?? 64) + 1, maxLength: (schema.maxLength ?? 64) + 30 }),
    fc.constant('9'.repeat(10_000)),
    fc.array(fc.constantFrom('1', '2', 'abc'), { minLength: 2, maxLength: 3 }),
    fc.string({ maxLength: 12 }),
  );
}

/** Raw bodies no JSON parser takes, with the content types they claim. */
export const brokenBodies: ReadonlyArray<{ contentType: string; payload: string }> = [
  { contentType: 'application/json', payload: '{"amount":' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: 'nul' },
  { contentType: 'application/json', payload: '{"a":1}{"b":2}' },
  { contentType: 'application/json', payload: '\u0000\u0001' },
  { contentType: 'application/json', payload: `{"x":"${'y'.repeat(70 * 1024)}"}` },
  { contentType: 'text/plain', payload: 'amount=100' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'amount=100&zone=LEVEL_3&gate=CAO' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nnot really\r\n' },
];

const addFormats = (ajvFormats as unknown as { default: (ajv: Ajv) => Ajv }).default;
const contractAjv = addFormats(new Ajv({ coerceTypes: false, useDefaults: false, allErrors: false, strict: false }));

/** Text read the way the API documents it: whole numbers, decimals and true/false; anything else stays text. */
function fromText(text: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(text)) return text.length === 1 ? fromText(text[0], schema) : text;
  if (typeof text !== 'string') return text;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' && /^-?(0|[1-9][0-9]*)$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (type === 'number' && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Text as the API documents it: no control character, no lone surrogate; line breaks and tabs only in several lines. */
function isText(text: string, lines: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (lines && (char === '\n' || char === '\r' || char === '\t')) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) return false;
  }
  return true;
}

const branches = (schema: JsonSchema): JsonSchema[] => (schema.anyOf ? schema.anyOf.flatMap(branches) : [schema]);
const isType = (schema: JsonSchema, type: string) => [schema.type].flat().includes(type);
/** A schema that says nothing of its value (an unknown JSON value): text of several lines anywhere in it, keys included. */
const isUnknown = (schema: JsonSchema) => schema.type === undefined && !schema.anyOf && !schema.enum && schema.const === undefined && !schema.properties && !schema.items;

/** Whether every string inside `value` is text where `schema` puts it; a value of the wrong shape is left to the schema. */
function keepsTextRule(schema: JsonSchema, value: unknown): boolean {
  const nodes = branches(schema);
  const fits = (test: (node: JsonSchema) => boolean, relevant: (node: JsonSchema) => boolean) => {
    const candidates = nodes.filter(relevant);
    return candidates.length === 0 || candidates.some(test);
  };
  if (typeof value === 'string') return fits((n) => isText(value, isUnknown(n) || n['x-multiline'] === true), (n) => isUnknown(n) || isType(n, 'string'));
  if (Array.isArray(value)) return fits((n) => value.every((item) => keepsTextRule(isUnknown(n) ? {} : (n.items ?? {}), item)), (n) => isUnknown(n) || isType(n, 'array'));
  if (value && typeof value === 'object') {
    return fits(
      (n) => Object.entries(value).every(([key, child]) => (isUnknown(n) ? isText(key, true) && keepsTextRule({}, child) : !n.properties?.[key] || keepsTextRule(n.properties[key], child))),
      (n) => isUnknown(n) || isType(n, 'object'),
    );
  }
  return true;
}

/**
 * Whether a part of a request keeps the API's contract, judged independently of the server's own
 * validator: a JSON body exactly as typed; query, path and header text read as `fromText` says;
 * every string text as `isText` says.
 */
export function keepsContract(schema: JsonSchema, part: 'body' | 'text'): (value: unknown) => boolean {
  const validate = contractAjv.compile(schema);
  if (part === 'body') return (value) => validate(value) && keepsTextRule(schema, value);
  return (value) => {
    const record = value as Record<string, unknown>;
    const typed = Object.fromEntries(Object.entries(record).map(([name, text]) => [name, fromText(text, schema.properties?.[name] ?? {})]));
    return validate(typed) && keepsTextRule(schema, typed);
  };
}
