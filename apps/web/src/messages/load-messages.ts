import type { Locale } from "~/i18n/locales";
import { messageNamespaces } from "./namespaces";

/** A language's whole catalogue: every namespace file of `messages/<locale>/`, under its namespace. */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    messageNamespaces.map(async (namespace) => {
      const file = (await import(`./${locale}/${namespace}.json`)) as { default: unknown };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
