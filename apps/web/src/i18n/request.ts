import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";

import { cookieNames } from "~/lib/cookies/names";
import { toLocale } from "./locales";

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = toLocale(store.get(cookieNames.language)?.value);
  const messages = (await import(`../messages/${locale}.json`)) as {
    default: Record<string, unknown>;
  };
  // The error pages' namespace (`errorPage`) lives in its own file.
  const errors = (await import(`../messages/errors.${locale}.json`)) as {
    default: Record<string, unknown>;
  };
  return { locale, messages: { ...messages.default, ...errors.default } };
});
