import type { Locale } from "~/i18n/locales";
import { messageNamespaces } from "./namespaces";

/** Each language's catalogue, loaded once per server process (the files are part of the build). */
const loaded = new Map<Locale, Promise<Record<string, unknown>>>();

/** A language's whole catalogue: every namespace file of `messages/<locale>/`, under its namespace. */
export function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    // A failed load is tried again by the next request.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}

async function readMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    messageNamespaces.map(async (namespace) => {
      const file = (await import(`./${locale}/${namespace}.json`)) as { default: unknown };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
