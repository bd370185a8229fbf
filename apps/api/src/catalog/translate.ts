import type { TranslationModel } from "../db/schema/translations";
import type { Reference } from "./reference";
import { translationModels } from "../db/schema/translations";

/** The stored (default) language: its texts live in the rows themselves, not in `translations`. */
const defaultLanguage = "en";

/** The language part of a locale, lower-cased: "ar-EG" → "ar", "AR" → "ar". */
export function languageOf(locale: string | undefined): string {
  return (locale ?? defaultLanguage).split(/[-_]/)[0]?.toLowerCase() ?? defaultLanguage;
}

/** The key of one translated text in `Reference.translations` (`type` as stored, `App\\Models\\Item`…). */
export function translationKey(language: string, type: string, id: number, key: string): string {
  return `${language}\u0001${type}\u0001${String(id)}\u0001${key}`;
}

type TranslationView = {
  ref: Pick<Reference, "translations" | "translationLanguages">;
  locale?: string;
};

/** The language the catalogue answers in: the request's when translations exist in it, else English. */
export function contentLanguage(view: TranslationView): string {
  const language = languageOf(view.locale);
  return view.ref.translationLanguages.has(language) ? language : defaultLanguage;
}

/**
 * A row's text in the request's language: the `translations` value for (model, id, key) when the
 * locale is not the default one and a translation exists, else the row's own (English) text.
 */
export function translated(
  view: TranslationView,
  model: TranslationModel,
  id: number,
  key: string,
  fallback: string,
): string {
  const language = contentLanguage(view);
  if (language === defaultLanguage) return fallback;
  return (
    view.ref.translations.get(translationKey(language, translationModels[model], id, key)) ??
    fallback
  );
}

/** `translated` for a nullable text (null stays null). */
export function translatedOrNull(
  view: TranslationView,
  model: TranslationModel,
  id: number,
  key: string,
  fallback: string | null,
): string | null {
  return fallback === null ? null : translated(view, model, id, key, fallback);
}
