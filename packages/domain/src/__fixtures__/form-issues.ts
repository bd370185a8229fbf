import type { z } from "zod";

/** The first issue code per field path ("" for the root), as a form shows them. */
export function issueCodes(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join(".");
    codes[path] ??= issue.message;
  }
  return codes;
}
