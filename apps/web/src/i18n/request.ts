import { getRequestConfig } from "next-intl/server";

import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { loadMessages } from "~/messages/load-messages";

export default getRequestConfig(async () => {
  const { language: locale } = await readVisitorContext();
  return { locale, messages: await loadMessages(locale) };
});
