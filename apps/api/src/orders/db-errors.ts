/** Whether an error (or its cause, as drizzle wraps driver errors) is a Postgres unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/** SQLSTATE of a refusal raised by the hot-path functions (drizzle/0003); the message is the error code. */
const refusedState = "MKT01";

/** The code a hot-path function refused with (`cart_item`, `stock_out`…), or null for any other error. */
export function refusalOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (
      typeof current === "object" &&
      "code" in current &&
      current.code === refusedState &&
      "message" in current &&
      typeof current.message === "string"
    )
      return current.message;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return null;
}
