import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import arHeader from "~/messages/ar/header.json";
import enHeader from "~/messages/en/header.json";
import { pluralLabel, pluralTemplates } from "./plural-label";

const en = { header: enHeader };
const ar = { header: arHeader };

describe("pluralLabel", () => {
  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)("gives the catalogue's cart count text for every count (%s)", (locale, messages) => {
    const t = createTranslator({ locale, messages, namespace: "header" });
    const templates = pluralTemplates(locale, (count) => t("cartCount", { count }));
    for (const count of [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 111, 1000]) {
      expect(pluralLabel(locale, templates, count)).toBe(t("cartCount", { count }));
    }
  });

  it("says 'Cart, 1 item' and 'Cart, 3 items' in English", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "header" });
    const templates = pluralTemplates("en", (count) => t("cartCount", { count }));
    expect(pluralLabel("en", templates, 1)).toBe("Cart, 1 item");
    expect(pluralLabel("en", templates, 3)).toBe("Cart, 3 items");
  });
});
