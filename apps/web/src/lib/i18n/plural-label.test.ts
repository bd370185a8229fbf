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
    // Every count the browser writes digit by digit, and past the group separator.
    for (let count = 0; count <= 1200; count += 1) {
      expect(pluralLabel(locale, templates, count)).toBe(t("cartCount", { count }));
    }
  });

  it("writes a count in the locale's own digits, as the catalogue does (ar-EG: Arabic-Indic)", () => {
    const t = createTranslator({ locale: "ar-EG", messages: ar, namespace: "header" });
    const templates = pluralTemplates("ar-EG", (count) => t("cartCount", { count }));
    expect(templates.digits).toBe("٠١٢٣٤٥٦٧٨٩");
    for (let count = 0; count <= 1200; count += 1) {
      expect(pluralLabel("ar-EG", templates, count)).toBe(t("cartCount", { count }));
    }
  });

  it("says 'Cart, 1 item' and 'Cart, 3 items' in English", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "header" });
    const templates = pluralTemplates("en", (count) => t("cartCount", { count }));
    expect(pluralLabel("en", templates, 1)).toBe("Cart, 1 item");
    expect(pluralLabel("en", templates, 3)).toBe("Cart, 3 items");
  });
});
