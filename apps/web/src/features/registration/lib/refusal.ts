import { isApiClientError, isHttpError } from "@marketplace/api-client";

/** A refused application: the server's messages on the form's fields, the rest apart. */
export interface Refusal<F extends string> {
  fields: Partial<Record<F, string>>;
  messages: string[];
}

/** Sorts a failed call's messages onto the fields `fieldOf` knows (the API names the field in `code`). */
export function refusalOf<F extends string>(
  error: unknown,
  fieldOf: (code: string) => F | null,
): Refusal<F> {
  const fields: Partial<Record<F, string>> = {};
  const messages: string[] = [];
  if (isHttpError(error)) {
    for (const entry of error.errors) {
      if (entry.message.trim() === "") continue;
      const field = fieldOf(entry.code ?? "");
      if (field !== null && fields[field] === undefined) fields[field] = entry.message;
      else messages.push(entry.message);
    }
  } else if (isApiClientError(error)) {
    messages.push(...error.messages.filter((message) => message.trim() !== ""));
  }
  return { fields, messages };
}
