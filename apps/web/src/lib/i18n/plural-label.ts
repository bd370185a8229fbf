/**
 * One plural message (e.g. 'Cart, {count, plural, one {# item} other {# items}}') for every plural
 * category of a locale, with `{count}` where the number goes, and the locale's ten digits. The server
 * formats them with next-intl; the browser picks one with `Intl.PluralRules` and writes a count below
 * 1,000 with those digits, so a count that changes in the browser needs no message formatter there — and
 * no `Intl.NumberFormat` while the page hydrates: the first one a page makes costs ~35 ms of main thread
 * (~140 ms at Lighthouse's 4× CPU), for the header's two counts on every page.
 */
export type PluralTemplates = {
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
  /** 0 to 9 as the locale writes them (Arabic-Indic in ar-EG; current ICU writes plain "ar" in Latin digits). */
  digits: string;
};

/** The numbers tried for an example of each category (Arabic's "many" starts at 11). */
const EXAMPLES_UP_TO = 200;

/** Below this a count has no group separator: it is written digit by digit. */
const UNGROUPED_BELOW = 1000;

export function pluralTemplates(
  locale: string,
  format: (count: number) => string,
): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const wanted = rules.resolvedOptions().pluralCategories.length;
  const forms: PluralTemplates["forms"] = {};
  for (let count = 0; count <= EXAMPLES_UP_TO && Object.keys(forms).length < wanted; count += 1) {
    forms[rules.select(count)] ??= format(count).replace(numbers.format(count), "{count}");
  }
  const digits = Array.from({ length: 10 }, (_, digit) => numbers.format(digit)).join("");
  return { forms, digits };
}

/** A whole count as the locale writes it: digit by digit below 1,000, else with `Intl.NumberFormat`. */
function countText(locale: string, digits: string, count: number): string {
  const glyphs = Array.from(digits);
  if (!Number.isInteger(count) || count < 0 || count >= UNGROUPED_BELOW || glyphs.length !== 10)
    return new Intl.NumberFormat(locale).format(count);
  return Array.from(String(count), (digit) => glyphs[Number(digit)] ?? digit).join("");
}

export function pluralLabel(locale: string, templates: PluralTemplates, count: number): string {
  const { forms, digits } = templates;
  const template = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? "";
  return template.replace("{count}", countText(locale, digits, count));
}
