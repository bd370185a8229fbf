import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

type Messages = Record<string, Record<string, unknown>>;

function messagesOf(locale: "en" | "ar", namespaces: readonly string[]): Messages {
  return Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      JSON.parse(
        readFileSync(join(import.meta.dirname, locale, `${namespace}.json`), "utf8"),
      ) as Record<string, unknown>,
    ]),
  );
}

const NAMESPACES = ["listing", "store", "header", "reviews", "registration"] as const;
const COUNTS = [0, 1, 2, 3, 11, 100] as const;

function counted(locale: "en" | "ar", key: string): string[] {
  const t = createTranslator({ locale, messages: messagesOf(locale, NAMESPACES) });
  // The keys are dynamic here; each is one of the catalogue's count messages.
  const translate = t as unknown as (key: string, values: { count: number }) => string;
  return COUNTS.map((count) => translate(key, { count }));
}

/** Arabic digits as the "ar" locale writes them (٠١٢٣٤٥٦٧٨٩), so the test reads either way. */
const latin = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

describe("count messages with Arabic's plural forms (zero, one, two, few, many, other)", () => {
  it("items found: 0, 1, 2, 3, 11, 100", () => {
    expect(counted("ar", "listing.itemsFound").map(latin)).toEqual([
      "لم يتم العثور على أي منتج",
      "تم العثور على منتج واحد",
      "تم العثور على منتجين",
      "تم العثور على 3 منتجات",
      "تم العثور على 11 منتجًا",
      "تم العثور على 100 منتج",
    ]);
    expect(counted("en", "listing.itemsFound")).toEqual([
      "0 items Found",
      "1 item Found",
      "2 items Found",
      "3 items Found",
      "11 items Found",
      "100 items Found",
    ]);
  });

  it("stores found, on the listing and on the store lists", () => {
    const stores = [
      "لم يتم العثور على أي متجر",
      "تم العثور على متجر واحد",
      "تم العثور على متجرين",
      "تم العثور على 3 متاجر",
      "تم العثور على 11 متجرًا",
      "تم العثور على 100 متجر",
    ];
    expect(counted("ar", "listing.storesFound").map(latin)).toEqual(stores);
    expect(counted("ar", "store.storesFound").map(latin)).toEqual(stores);
    expect(counted("en", "store.storesFound")).toEqual([
      "0 stores Found",
      "1 store Found",
      "2 stores Found",
      "3 stores Found",
      "11 stores Found",
      "100 stores Found",
    ]);
  });

  it("the store's review count and the cart count", () => {
    expect(counted("ar", "store.reviewCount").map(latin)).toEqual([
      "(لا تقييمات)",
      "(تقييم واحد)",
      "(تقييمان)",
      "(3 تقييمات)",
      "(11 تقييمًا)",
      "(100 تقييم)",
    ]);
    expect(counted("ar", "header.cartCount").map(latin)).toEqual([
      "السلة، لا منتجات",
      "السلة، منتج واحد",
      "السلة، منتجان",
      "السلة، 3 منتجات",
      "السلة، 11 منتجًا",
      "السلة، 100 منتج",
    ]);
  });

  it("the rating filter and a subscription package's limits", () => {
    expect(counted("ar", "listing.ratingOption").map(latin).slice(1, 4)).toEqual([
      "نجمة واحدة فأكثر",
      "نجمتان فأكثر",
      "3 نجوم فأكثر",
    ]);
    expect(counted("ar", "registration.maxOrders").map(latin)).toEqual([
      "لا طلبات",
      "حتى طلب واحد",
      "حتى طلبين",
      "حتى 3 طلبات",
      "حتى 11 طلبًا",
      "حتى 100 طلب",
    ]);
    expect(counted("en", "registration.maxProducts").slice(0, 3)).toEqual([
      "Up to 0 products",
      "Up to 1 product",
      "Up to 2 products",
    ]);
  });
});
