"use client";

import { useTranslations } from "next-intl";

import { isMessageCode } from "@marketplace/domain";

/**
 * The text of a form error: the domain's schemas answer message codes, worded by the `domain` namespace
 * (the spec's exact texts). Anything else (a server text) is shown as it came.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations("domain");
  return (message) =>
    message === undefined ? undefined : isMessageCode(message) ? t(message) : message;
}
