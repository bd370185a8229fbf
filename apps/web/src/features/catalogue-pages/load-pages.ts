import "server-only";

/** A page of a paged list: its rows and the list's total. */
export interface LoadedPages<T> {
  rows: T[];
  total: number;
}

/**
 * Pages 1 to `pages` of a paged list (fetched together; the API answers at most 100 rows a call), joined in
 * order; the rows stop at the first empty page (the spec's paging: stop on an empty page).
 */
export async function loadPages<P extends { total_size?: unknown }, T>(
  pages: number,
  fetchPage: (offset: number) => Promise<P>,
  rowsOf: (page: P) => readonly T[],
): Promise<LoadedPages<T>> {
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, index) => fetchPage(index + 1)),
  );
  const rows: T[] = [];
  for (const answer of answers) {
    const pageRows = rowsOf(answer);
    if (pageRows.length === 0) break;
    rows.push(...pageRows);
  }
  return { rows, total: Number(answers[0]?.total_size ?? 0) };
}
