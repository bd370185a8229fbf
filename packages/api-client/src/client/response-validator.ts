/**
 * Response validation with zod 4's compiled fast path (`z.compile`), tiered like a JIT: a schema is parsed
 * by zod's runtime for its first {@link COMPILE_AFTER_USES} responses and by its compiled clone afterwards,
 * so a schema used once or twice never pays the one-off code generation (a few ms for an item-sized schema)
 * while the hot ones (search pages, carts, listings) validate at roughly half the runtime's cost.
 *
 * The compiled clone returns exactly what the runtime returns: on any input its fast path does not accept it
 * falls back to the original schema's runtime parser, so failures, issue paths and messages are the
 * runtime's own. Where code generation is unavailable (a CSP without `unsafe-eval`) `z.compile` hands the
 * schema back unchanged and the runtime keeps doing the work.
 */
import * as z from "zod";

/** Runtime parses of a schema before it is compiled. */
export const COMPILE_AFTER_USES = 2;

interface Tier {
  uses: number;
  compiled: z.ZodType | undefined;
}

const tiers = new WeakMap<z.ZodType, Tier>();

/**
 * The schema to validate a response with: the schema itself while it is cold, its compiled clone once it
 * has been used {@link COMPILE_AFTER_USES} times.
 *
 * @example
 * const result = responseValidator(cartSchema).safeParse(body);
 */
export function responseValidator<S extends z.ZodType>(schema: S): S {
  let tier = tiers.get(schema);
  if (tier === undefined) {
    tier = { uses: 0, compiled: undefined };
    tiers.set(schema, tier);
  }
  if (tier.uses < COMPILE_AFTER_USES) {
    tier.uses += 1;
    return schema;
  }
  tier.compiled ??= z.compile(schema);
  return tier.compiled as S;
}
