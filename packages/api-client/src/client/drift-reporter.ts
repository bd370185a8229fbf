/**
 * The client's parse step with drift tolerance: parses a response, drops secondary fields that did not parse
 * (see `src/schemas/drift.ts`), reports each drift once per endpoint and path, or, in strict mode, turns them
 * into validation issues.
 */
import * as z from "zod";

import type { ValidationIssue } from "../errors/validation-error";
import type { DriftFinding } from "../schemas/drift";
import { formatIssuePath, toValidationIssues } from "../errors/validation-error";
import { runDriftSession, settleDrift } from "../schemas/drift";

/** One secondary field of a response that did not parse and was dropped. */
export interface SchemaDriftReport {
  /** The call's path under the base URL, e.g. `customer/cart/list`. */
  endpoint: string;
  /** Where the dropped field was in the answer, e.g. `0.item.add_ons` (the first occurrence). */
  path: string;
  /** The first problem with it, its `path` from the answer's root. */
  issue: ValidationIssue;
}

/** Options of the drift reporter (the client's `strict` and `onSchemaDrift`). */
export interface DriftReporterOptions {
  strict?: boolean | undefined;
  onSchemaDrift?: ((report: SchemaDriftReport) => void) | undefined;
}

/** The outcome of a tolerant parse. */
export type DriftParseResult =
  | { success: true; data: unknown }
  | { success: false; issues: ValidationIssue[]; error: z.ZodError };

/** Numeric path segments (list indices) do not make a new drift: `0.item.add_ons` and `3.item.add_ons` are one. */
function pattern(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === "number" ? "*" : String(part))).join(".");
}

function findingIssues(finding: DriftFinding): z.core.$ZodIssue[] {
  return finding.issues.map((issue) => ({ ...issue, path: [...finding.path, ...issue.path] }));
}

/**
 * Creates the parse step of one client: `parse(validator, body, endpoint)` validates `body` with `validator`
 * (the schema or its compiled clone). Tolerant (default): secondary fields that do not parse are dropped and
 * reported once per endpoint and path. Strict: any mismatch fails.
 *
 * @example
 * const drift = createDriftReporter({ onSchemaDrift: (report) => console.warn(report) });
 * const parsed = drift.parse(responseValidator(cartSchema), body, "customer/cart/list");
 */
export function createDriftReporter(options: DriftReporterOptions) {
  const reported = new Set<string>();

  function report(endpoint: string, findings: readonly DriftFinding[]): void {
    const hook = options.onSchemaDrift;
    if (hook === undefined) return;
    for (const finding of findings) {
      const key = `${endpoint} ${pattern(finding.path)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      const [issue] = toValidationIssues(new z.ZodError(findingIssues(finding)));
      if (issue === undefined) continue;
      try {
        hook({ endpoint, path: formatIssuePath(finding.path), issue });
      } catch {
        // A failing log hook must not fail the call it reports on.
      }
    }
  }

  function parse(validator: z.ZodType, body: unknown, endpoint: string): DriftParseResult {
    const parsed =
      options.strict === true
        ? { result: validator.safeParse(body), hits: 0 }
        : runDriftSession(() => validator.safeParse(body));
    if (!parsed.result.success) {
      return {
        success: false,
        issues: toValidationIssues(parsed.result.error),
        error: parsed.result.error,
      };
    }
    if (parsed.hits === 0) return { success: true, data: parsed.result.data };
    const settled = settleDrift(parsed.result.data);
    report(endpoint, settled.findings);
    return { success: true, data: settled.value };
  }

  return { parse };
}
