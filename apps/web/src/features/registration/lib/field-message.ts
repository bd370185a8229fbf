/** The message of a react-hook-form error entry: its own, or the first of its items' (file lists). */
export function fieldMessage(error: unknown): string | undefined {
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = fieldMessage(item);
      if (message !== undefined) return message;
    }
    return undefined;
  }
  if (typeof error !== "object" || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" ? message : undefined;
}
