/** The rows of a raw `db.execute` answer (both drivers answer `{ rows }`; drizzle types it `unknown`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== "object" || result === null || !("rows" in result)) return [];
  const rows: unknown = result.rows;
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null)
    : [];
}
