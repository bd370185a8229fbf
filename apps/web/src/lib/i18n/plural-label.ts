/**
 * One plural message (e.g. 'Cart, {count, plural, one {# item} other {# items}}') for every plural
 * category of a locale, with `{count}` where the number goes. The server formats them with next-intl;
 * the browser picks one with `Intl.PluralRules`, so a count that changes in the browser needs no message
 * formatter there.
 */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The numbers tried for an example of each category (Arabic's "many" starts at 11). */
const EXAMPLES_UP_TO = 200;

export function pluralTemplates(
  locale: string,
  format: (count: number) => string,
): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const wanted = rules.resolvedOptions().pluralCategories.length;
  const templates: PluralTemplates = {};
  for (
    let count = 0;
    count <= EXAMPLES_UP_TO && Object.keys(templates).length < wanted;
    count += 1
  ) {
    templates[rules.select(count)] ??= format(count).replace(numbers.format(count), "{count}");
  }
  return templates;
}

export function pluralLabel(locale: string, templates: PluralTemplates, count: number): string {
  const template = templates[new Intl.PluralRules(locale).select(count)] ?? templates.other ?? "";
  return template.replace("{count}", new Intl.NumberFormat(locale).format(count));
}
