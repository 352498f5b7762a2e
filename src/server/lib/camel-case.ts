/** A snake_case column name as the code's camelCase name (what Kysely's CamelCasePlugin does). */
export function camelCaseName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
