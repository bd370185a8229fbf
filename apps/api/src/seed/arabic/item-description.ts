import type { ModuleType } from "../defs";

/** What an item's description is written from (the Arabic names already looked up). */
export interface ArabicDescriptionInput {
  moduleType: ModuleType;
  name: string;
  storeName: string;
  brandName: string | null;
  unit: string | null;
  generic: string[];
}

const perUnit: Record<string, string> = {
  kg: "بالكيلوغرام",
  ltr: "باللتر",
  pack: "بالعبوة",
  pc: "بالقطعة",
  piece: "بالقطعة",
};

/** The Arabic counterpart of `describe` in `../items.ts`: the same sentence for every module. */
export function describeInArabic(input: ArabicDescriptionInput): string {
  const { name, storeName } = input;
  switch (input.moduleType) {
    case "food":
      return `${name}: تحضير طازج عند الطلب في ${storeName}، بمكونات عالية الجودة وتقديم ساخن.`;
    case "grocery":
      return `${name}: منتج منتقى بعناية ومحفوظ مبرَّدًا في ${storeName}. يُباع ${perUnit[input.unit ?? "pc"] ?? "بالقطعة"}.`;
    case "pharmacy":
      return input.generic.length > 0
        ? `${name} (${input.generic.join("، ")}). اقرأ النشرة الداخلية قبل الاستعمال واتبع نصيحة الصيدلي.`
        : `${name}: منتج صحي موثوق للاستخدام اليومي متوفر في ${storeName}.`;
    default:
      return `${name} من ${input.brandName ?? storeName}. منتج مفحوص الجودة، مع إمكانية الإرجاع مجانًا خلال 14 يومًا.`;
  }
}
