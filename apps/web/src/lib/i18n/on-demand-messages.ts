import type { Locale } from "~/i18n/locales";
import { isLocale } from "~/i18n/locales";

/**
 * The namespaces the on-demand parts (`withIntl`: location picker, 'Insert delivery location', module
 * dialog, language confirmation, drawer lists, auth dialogs, item dialog, cart, track-parcel drawer)
 * translate with. They are not in the pages: each language's set is one chunk (`messages/on-demand/`),
 * fetched once per tab when the first such part loads (ADR 0025). `on-demand-messages.test.ts` checks
 * the chunks hold exactly these paths of the catalogue.
 */
export const ON_DEMAND_NAMESPACES = [
  "auth",
  "cart",
  "common",
  "domain",
  "header",
  "home.parcel",
  "item",
  "language",
  "location",
  "moduleDialog",
] as const;

type Catalogue = Record<string, unknown>;

const chunks: Record<Locale, () => Promise<{ onDemandMessages: Catalogue }>> = {
  en: () => import("~/messages/on-demand/en"),
  ar: () => import("~/messages/on-demand/ar"),
};

const loaded = new Map<Locale, Promise<Catalogue>>();

/** A language's on-demand texts, fetched once per tab (a failed fetch is tried again next time). */
export function loadOnDemandMessages(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const promise = chunks[locale]().then((chunk) => chunk.onDemandMessages);
  promise.catch(() => loaded.delete(locale));
  loaded.set(locale, promise);
  return promise;
}

/**
 * Starts fetching the page's language's on-demand texts (the `<html lang>`), so a part loading on demand
 * gets them with its own code instead of after it. Never fails: the part's `IntlIsland` asks again.
 */
export async function preloadOnDemandMessages(): Promise<void> {
  if (typeof document === "undefined") return;
  const { lang } = document.documentElement;
  if (!isLocale(lang)) return;
  await loadOnDemandMessages(lang).catch(() => undefined);
}

/**
 * The on-demand texts with the page's own (`MessagesProvider` / `MoreMessages`) over them; a namespace
 * in both (e.g. `home`) is merged one level deep, so neither loses its texts.
 */
export function withPageMessages(onDemand: Catalogue, page: Catalogue): Catalogue {
  const merged: Catalogue = { ...onDemand };
  for (const [namespace, texts] of Object.entries(page)) {
    const base = merged[namespace];
    merged[namespace] = isGroup(base) && isGroup(texts) ? { ...base, ...texts } : texts;
  }
  return merged;
}

function isGroup(value: unknown): value is Catalogue {
  return typeof value === "object" && value !== null;
}
