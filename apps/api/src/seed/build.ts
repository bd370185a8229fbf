/**
 * Builds the whole demo data set from the hand-written catalogue, deterministically for a given day:
 * modules and zones (`modules.ts`), catalogues (`stores.ts`, `items.ts`), promotions
 * (`promotions.ts`, `banners.ts`, `coupons.ts`), parcel content (`parcel.ts`) and platform content
 * (`platform.ts`), then the Arabic translations (`arabic/`). One seeded random source is drawn from in a fixed order.
 */
import type { DemoData } from "./demo-data";
import { addArabicTranslations } from "./arabic/translations";
import { addCashbacks } from "./coupons";
import { emptyDemoData, imageRegistry } from "./demo-data";
import { addItemGalleries } from "./item-gallery";
import { addModulesAndZones } from "./modules";
import { addMoreStores } from "./more-stores";
import { addParcelContent } from "./parcel";
import { addPlatformContent } from "./platform";
import { addEndedItemCampaign, addPromotions } from "./promotions";
import { createRandom } from "./random";
import { addCatalogues } from "./stores";

export type { DemoData, ImageSpec } from "./demo-data";
export { dateOffset } from "./demo-data";
export { moduleDefs } from "./modules";

/** Builds the whole demo data set from the hand-written catalogue, deterministically for a given `now`. */
export function buildDemoData(now: Date): DemoData {
  const random = createRandom(20261121);
  const data = emptyDemoData();
  const { image, emojiImage } = imageRegistry(data);
  const moduleIds = addModulesAndZones(data, now, image, emojiImage);
  const { storesByModule, itemsByModule, storeContexts } = addCatalogues(
    data,
    now,
    random,
    moduleIds,
    image,
    emojiImage,
  );
  addPromotions({ data, now, random, image, emojiImage }, moduleIds, storesByModule, itemsByModule);
  addParcelContent(data, moduleIds, image, emojiImage);
  addPlatformContent(data, emojiImage);
  addCashbacks(data, now);
  addMoreStores(storeContexts);
  // After every item is made (the added stores' items too).
  addItemGalleries(data, image);
  // Appended last: no earlier row's id moves.
  addEndedItemCampaign(data, now, moduleIds.get("grocery") ?? 0);
  addArabicTranslations(data);
  return data;
}
