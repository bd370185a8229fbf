import "server-only";

import type { ApiClient, Config } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { currencyFormatFromConfig } from "@marketplace/domain";

import type { Locale } from "~/i18n/locales";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";

/** What a signed-in customer's account page (wallet, loyalty points) renders with. */
export interface AccountPageContext {
  config: Config;
  client: ApiClient;
  currency: CurrencyFormat;
  locale: Locale;
}

/**
 * The context of an account page, or why it has none: `off` (the config turns the feature off, or no
 * config: the page answers 404) or `signed-out` (no session: the page shows the sign-in prompt).
 */
export async function accountPageContext(
  enabled: (config: Config) => boolean,
): Promise<AccountPageContext | "off" | "signed-out"> {
  const { config, visitor } = await loadSiteData();
  if (!config || !enabled(config)) return "off";
  if (!visitor.signedIn) return "signed-out";
  return {
    config,
    client: await getServerClient(),
    currency: currencyFormatFromConfig(config),
    locale: visitor.language,
  };
}

/** A page number from `?page=` (1 when absent or not a plain positive integer). */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** `created_at` as the visitor's language writes a date and time (the wire text when unreadable). */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const date = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

/** A date (`end_date`) as the visitor's language writes it. */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
