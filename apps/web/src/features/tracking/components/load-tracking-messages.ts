import type { Locale } from "~/i18n/locales";

/**
 * What the tracking view translates with: its catalogue, the offline payment card's and the courier chat
 * button's two texts.
 */
export interface TrackingCatalogue {
  tracking: unknown;
  offlinePayment: unknown;
  chat: { chatWithDeliveryMan: unknown; signedOut: unknown };
}

type Json = Promise<{ default: unknown }>;

const files: Record<Locale, () => [Json, Json, Json]> = {
  en: () => [
    import("~/messages/en/tracking.json"),
    import("~/messages/en/chat.json"),
    import("~/messages/en/offlinePayment.json"),
  ],
  ar: () => [
    import("~/messages/ar/tracking.json"),
    import("~/messages/ar/chat.json"),
    import("~/messages/ar/offlinePayment.json"),
  ],
};

const loaded = new Map<Locale, Promise<TrackingCatalogue>>();

/**
 * The tracking texts of one language, fetched once per tab (a chunk each) for the parts that open
 * tracking from a page whose catalogue does not hold them (the parcel home's drawer, the parcel result).
 */
export function loadTrackingMessages(locale: Locale): Promise<TrackingCatalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const promise = Promise.all(files[locale]()).then(([trackingFile, chatFile, offlineFile]) => {
    const { chatWithDeliveryMan, signedOut } = chatFile.default as Record<string, unknown>;
    return {
      tracking: trackingFile.default,
      offlinePayment: offlineFile.default,
      chat: { chatWithDeliveryMan, signedOut },
    };
  });
  loaded.set(locale, promise);
  return promise;
}
