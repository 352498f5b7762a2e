import { Ajv, type KeywordDefinition } from 'ajv';

/**
 * What text a request may carry, for every string of every body, query, path and header: no
 * control character (U+0000-U+001F, U+007F-U+009F) and no lone UTF-16 surrogate. PostgreSQL cannot
 * store a NUL byte at all (the query failed: a 500) while SQLite stored it; a lone surrogate is
 * not text in any encoding (both databases kept replacement characters instead). A field typed in
 * a text area, marked `x-multiline` in its schema (`MultilineText`), also takes line feeds,
 * carriage returns and tabs. (\p{Cc} is U+0000-U+001F and U+007F-U+009F; \p{Cs}, with the u flag, a
 * surrogate not in a pair.)
 */
const NOT_IN_A_LINE = /[\p{Cc}\p{Cs}]/u;
const NOT_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** The keyword `withTextRule` puts on schema nodes: 'line' (a string), 'lines' (a multi-line string), 'json' (any JSON value). */
export const TEXT_KEYWORD = 'plainText';
type TextMode = 'line' | 'lines' | 'json';

/** Whether `text` keeps the rule: one line, or several (`multiline`). */
export function isPlainText(text: string, multiline: boolean): boolean {
  return !(multiline ? NOT_IN_LINES : NOT_IN_A_LINE).test(text);
}

/** Every string inside a JSON value of unknown shape, keys included, as several lines at most. */
function isPlainJson(value: unknown): boolean {
  if (typeof value === 'string') return isPlainText(value, true);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (value && typeof value === 'object') return Object.entries(value).every(([key, child]) => isPlainText(key, true) && isPlainJson(child));
  return true;
}

const textKeyword: KeywordDefinition = {
  keyword: TEXT_KEYWORD,
  schemaType: 'string',
  errors: false,
  validate: (mode: TextMode, data: unknown) => (mode === 'json' ? isPlainJson(data) : typeof data !== 'string' || isPlainText(data, mode === 'lines')),
};

/** Ajv with the text rule's keyword, and `x-multiline` known as the annotation it is. */
export function addTextRule(ajv: Ajv): Ajv {
  return ajv.addKeyword(textKeyword).addKeyword({ keyword: 'x-multiline', schemaType: 'boolean' });
}

type Node = Record<string, unknown>;
/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const SUBSCHEMAS = ['items', 'additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
/** Keywords that say something of a value's shape: a node with none of them (`Type.Unknown()`) takes any JSON. */
const SHAPING = ['type', '$ref', 'const', 'enum', 'anyOf', 'oneOf', 'allOf', 'not', 'properties', 'items'];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const eachSchema = (value: unknown): unknown => (Array.isArray(value) ? value.map(withTextRule) : withTextRule(value));

/**
 * A copy of `schema` with the text rule on every string it declares, however deep (object
 * properties, list items, unions), and on every value of unknown shape. The schema itself is left
 * alone: it also makes the OpenAPI document.
 */
export function withTextRule<T>(schema: T): T {
  if (!isNode(schema)) return schema;
  const node: Node = { ...schema };
  for (const key of SUBSCHEMAS) if (key in node) node[key] = eachSchema(node[key]);
  for (const key of SCHEMA_MAPS) if (isNode(node[key])) node[key] = Object.fromEntries(Object.entries(node[key]).map(([name, child]) => [name, withTextRule(child)]));
  if ([node.type].flat().includes('string')) node[TEXT_KEYWORD] = node['x-multiline'] === true ? 'lines' : 'line';
  else if (!SHAPING.some((key) => key in node)) node[TEXT_KEYWORD] = 'json';
  return node as T;
}

const checker = addTextRule(new Ajv({ strict: false }));

/** The text rule for values of `schema`, checked apart: a setting's value, which its request can only type as unknown. */
export function textRuleCheck(schema: object): (value: unknown) => boolean {
  const check = checker.compile(withTextRule(schema));
  return (value) => check(value);
}
