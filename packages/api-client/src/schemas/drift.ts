/**
 * Drift tolerance: a field wrapped with {@link secondary} that fails to parse during a tolerant client parse
 * ({@link runDriftSession}) becomes its fallback (`undefined` unless one is given) instead of failing the whole
 * response.
 *
 * How it stays free on the happy path: `secondary` returns the field's schema (made optional) with its runtime
 * `_zod.run` wrapped, and leaves its definition alone. The client's compiled validator (`z.compile`, see
 * `src/client/response-validator.ts`) generates code from definitions, so a valid response is validated exactly
 * as before. A response the compiled code rejects goes to zod's runtime parser, which calls each field's `run`:
 * inside a session the wrapper turns a secondary field's failure into a {@link DriftMarker}, and the client then
 * walks the parsed value once to replace each marker by its fallback and learn its full path
 * ({@link settleDrift}). Outside a session (a schema's own `.parse`, or a `strict` client) nothing changes.
 */
import type * as z from "zod";
import { ZodOptional } from "zod";

/** A zod issue as the runtime reports it. */
type ZodIssue = z.core.$ZodIssue;

/** One secondary field that failed to parse, found in a parsed value. */
export interface DriftFinding {
  /** Path of the field in the parsed value, e.g. `[0, "item", "add_ons"]`. */
  path: PropertyKey[];
  /** The field's issues, paths relative to the field. */
  issues: readonly ZodIssue[];
}

/** What a secondary field parses to inside a session when it does not match: why, and what to use instead. */
export class DriftMarker {
  constructor(
    readonly schema: z.ZodType,
    readonly input: unknown,
    readonly fallback: unknown,
  ) {}

  /** The field's issues (computed on demand: drift is rare). */
  issues(): readonly ZodIssue[] {
    const result = this.schema.safeParse(this.input);
    return result.success ? [] : result.error.issues;
  }
}

interface DriftSession {
  hits: number;
}

let active: DriftSession | undefined;

/** The payload zod's runtime hands a schema's `run` and gets back. */
interface RunPayload {
  value: unknown;
  issues: unknown[];
}
type Run = (payload: RunPayload, context: unknown) => RunPayload | Promise<RunPayload>;

/**
 * Marks a response field as secondary (display-only: texts, images, dates, badges, ratings): in a client parse
 * it becomes `undefined` (or `fallback`) when it does not parse, and the client reports the drift through
 * `onSchemaDrift` instead of failing the whole response. With `createClient({ strict: true })`, and when the
 * schema's own `.parse` is called, it fails as before. The field becomes optional.
 *
 * Use it only for fields of an object shape, not inside union members (it would change which branch matches).
 *
 * @example
 * const couponSchema = z.looseObject({ code: wireString, title: secondary(z.string().nullish()) });
 */
export function secondary<S extends z.ZodType>(schema: S): z.ZodOptional<S>;
export function secondary<S extends z.ZodType>(schema: S, fallback: z.output<S>): z.ZodOptional<S>;
export function secondary(schema: z.ZodType, fallback?: unknown): z.ZodType {
  // An optional schema is cloned rather than wrapped again: one layer less for the compiled validator.
  const field = schema instanceof ZodOptional ? schema.clone() : schema.optional();
  const internals = field._zod as unknown as { run: Run };
  const run = internals.run;
  internals.run = (payload, context) => {
    const input = payload.value;
    const result = run(payload, context);
    if (active === undefined || result instanceof Promise || result.issues.length === 0) {
      return result;
    }
    active.hits += 1;
    result.issues = [];
    result.value = new DriftMarker(field, input, fallback);
    return result;
  };
  return field;
}

/**
 * Runs a synchronous parse in a tolerant drift session and answers its result with the number of secondary
 * fields that fell back (markers appear in the result only when `hits > 0`).
 *
 * @example
 * const { result, hits } = runDriftSession(() => schema.safeParse(body));
 */
export function runDriftSession<T>(parse: () => T): { result: T; hits: number } {
  const previous = active;
  const session: DriftSession = { hits: 0 };
  active = session;
  try {
    return { result: parse(), hits: session.hits };
  } finally {
    active = previous;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function settle(
  value: unknown,
  path: PropertyKey[],
  findings: DriftFinding[],
  seen: Set<unknown>,
): unknown {
  if (value instanceof DriftMarker) {
    findings.push({ path: [...path], issues: value.issues() });
    return value.fallback;
  }
  if (typeof value !== "object" || value === null || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      value[index] = settle(value[index], path, findings, seen);
      path.pop();
    }
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      path.push(key);
      const settled = settle(value[key], path, findings, seen);
      if (settled === undefined && value[key] instanceof DriftMarker) delete value[key];
      else value[key] = settled;
      path.pop();
    }
  }
  return value;
}

/**
 * Replaces every {@link DriftMarker} in a parsed value by its fallback (a field falling back to `undefined` is
 * removed) and lists where they were. Mutates `value`, which the parse has just built.
 *
 * @example
 * const findings = settleDrift(parsed.data);
 */
export function settleDrift(value: unknown): { value: unknown; findings: DriftFinding[] } {
  const findings: DriftFinding[] = [];
  const settled = settle(value, [], findings, new Set());
  return { value: settled, findings };
}
