import { distanceMeters } from "@marketplace/domain";

import type { ItemCampaignRow, ItemRow, StoreRow } from "./reference";
import type { View } from "./view";
import {
  activeStoreDiscount,
  currentOpeningTime,
  deliveryMinutes,
  isStoreOpen,
} from "./store-hours";
import { translated, translatedOrNull } from "./translate";
import { fileUrl } from "./view";

type Json = Record<string, unknown>;

const flag = (value: boolean | number) => (value === true || value === 1 ? 1 : 0);

/** A store as `Helpers::store_data_formatting` sends it (with the `withOpen` open/distance columns). */
export function formatStore(store: StoreRow, view: View): Json {
  const schedules = view.ref.schedules.get(store.id) ?? [];
  const { min, max } = deliveryMinutes(store.deliveryTime);
  const distance =
    view.latitude !== null && view.longitude !== null
      ? Math.round(
          distanceMeters(
            { lat: view.latitude, lng: view.longitude },
            { lat: store.latitude, lng: store.longitude },
          ),
        )
      : null;
  const discount = activeStoreDiscount(store, view.now);
  return {
    id: store.id,
    name: translated(view, "store", store.id, "name", store.name),
    slug: store.slug,
    phone: store.phone,
    email: store.email,
    logo: store.logo,
    logo_full_url: fileUrl(view, "store", store.logo),
    cover_photo: store.coverPhoto,
    cover_photo_full_url: fileUrl(view, "store/cover", store.coverPhoto),
    latitude: String(store.latitude),
    longitude: String(store.longitude),
    address: translatedOrNull(view, "store", store.id, "address", store.address),
    footer_text: store.footerText,
    minimum_order: store.minimumOrder,
    comission: store.comission,
    schedule_order: store.scheduleOrder,
    status: store.status,
    vendor_id: store.vendorId,
    free_delivery: store.freeDelivery,
    rating: store.ratings,
    delivery: store.delivery,
    take_away: store.takeAway,
    item_section: store.itemSection,
    tax: store.tax,
    zone_id: store.zoneId,
    module_id: store.moduleId,
    module_type: view.ref.modules.get(store.moduleId)?.moduleType ?? null,
    reviews_section: store.reviewsSection,
    active: store.active,
    off_day: store.offDay,
    self_delivery_system: store.selfDeliverySystem,
    pos_system: store.posSystem,
    minimum_shipping_charge: store.minimumShippingCharge,
    per_km_shipping_charge: store.perKmShippingCharge,
    maximum_shipping_charge: store.maximumShippingCharge,
    delivery_time: store.deliveryTime,
    min_delivery_time: min,
    max_delivery_time: max,
    veg: store.veg,
    non_veg: store.nonVeg,
    order_count: store.orderCount,
    total_order: store.totalOrder,
    prescription_order: store.prescriptionOrder,
    cutlery: store.cutlery,
    meta_title: store.metaTitle,
    meta_description: store.metaDescription,
    announcement: store.announcement,
    announcement_message: store.announcementMessage,
    featured: store.featured,
    halal_tag_status: store.halalTagStatus,
    extra_packaging_status: store.extraPackagingStatus,
    extra_packaging_amount: store.extraPackagingAmount,
    store_business_model: store.storeBusinessModel,
    avg_rating: store.avgRating,
    rating_count: store.ratingCount,
    positive_rating: store.positiveRating,
    total_items: view.ref.itemCountByStore.get(store.id) ?? 0,
    total_campaigns: view.ref.campaignCountByStore.get(store.id) ?? 0,
    open: flag(isStoreOpen(store, schedules, view.now)),
    current_opening_time: currentOpeningTime(store, schedules, view.now),
    distance,
    discount,
    schedules: schedules.map((row) => ({
      id: row.id,
      store_id: row.storeId,
      day: row.day,
      opening_time: row.openingTime,
      closing_time: row.closingTime,
    })),
    gst_status: false,
    gst_code: null,
    created_at: store.createdAt,
    updated_at: store.updatedAt,
  };
}

/** An item as `Helpers::product_data_formatting` sends it. */
export function formatItem(item: ItemRow, view: View): Json {
  const store = view.ref.stores.get(item.storeId);
  const module = view.ref.modules.get(item.moduleId);
  const storeDiscount = store ? activeStoreDiscount(store, view.now) : null;
  const { min, max } = deliveryMinutes(store?.deliveryTime ?? "");
  const addOns = item.addOns
    .map((id) => view.ref.addOns.get(id))
    .filter((row) => row?.status === 1)
    .map((row) => ({
      id: row?.id,
      name: row ? translated(view, "addOn", row.id, "name", row.name) : undefined,
      price: row?.price,
      store_id: row?.storeId,
      status: row?.status,
      stock_type: row?.stockType,
      addon_stock: row?.addonStock,
      created_at: row?.createdAt,
      updated_at: row?.updatedAt,
    }));
  return {
    id: item.id,
    name: translated(view, "item", item.id, "name", item.name),
    slug: item.slug,
    description: translatedOrNull(view, "item", item.id, "description", item.description),
    image: item.image,
    image_full_url: fileUrl(view, "product", item.image),
    images: item.images,
    images_full_url: item.images.map((file) => fileUrl(view, "product", file)),
    category_id: item.categoryId,
    category_ids: item.categoryIds,
    variations: item.variations,
    food_variations: item.foodVariations,
    add_ons: addOns,
    attributes: item.attributes,
    choice_options: item.choiceOptions,
    price: item.price,
    tax: item.tax,
    tax_type: item.taxType,
    discount: item.discount,
    discount_type: item.discountType,
    available_time_starts: item.availableTimeStarts,
    available_time_ends: item.availableTimeEnds,
    veg: item.veg,
    status: item.status,
    store_id: item.storeId,
    store_name: store ? translated(view, "store", store.id, "name", store.name) : null,
    zone_id: store?.zoneId ?? null,
    module_id: item.moduleId,
    module_type: module?.moduleType ?? null,
    store_discount: storeDiscount?.discount_type === "percent" ? storeDiscount.discount : 0,
    schedule_order: store?.scheduleOrder ?? false,
    min_delivery_time: min,
    max_delivery_time: max,
    halal_tag_status: store?.halalTagStatus ?? 0,
    order_count: item.orderCount,
    avg_rating: item.avgRating,
    rating_count: item.ratingCount,
    rating: item.ratings,
    stock: item.stock,
    unit_type: item.unit,
    maximum_cart_quantity: item.maximumCartQuantity,
    organic: item.organic,
    is_halal: item.isHalal,
    recommended: item.recommended,
    brand_id: item.brandId,
    common_condition_id: item.commonConditionId,
    is_prescription_required: item.isPrescriptionRequired,
    generic_name: item.genericName,
    nutritions_name: item.nutritions,
    allergies_name: item.allergies,
    tags: item.tags.map((tag, index) => ({ id: index + 1, tag })),
    flash_sale: view.ref.flashItems.has(item.id) ? 1 : 0,
    is_campaign: 0,
    is_approved: 1,
    translations: [],
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

/** A campaign item: the item shape plus its date window (`available_date_starts/ends` mark a campaign). */
export function formatCampaignItem(row: ItemCampaignRow, view: View): Json {
  const asItem: ItemRow = {
    ...row,
    name: row.title,
    images: [row.image],
    availableTimeStarts: row.startTime,
    availableTimeEnds: row.endTime,
    unit: null,
    organic: 0,
    isHalal: 0,
    recommended: 0,
    brandId: null,
    commonConditionId: null,
    isPrescriptionRequired: 0,
    genericName: [],
    nutritions: [],
    allergies: [],
    tags: [],
    avgRating: 0,
    ratingCount: 0,
    ratings: [0, 0, 0, 0, 0],
    orderCount: 0,
  };
  const title = translated(view, "itemCampaign", row.id, "title", row.title);
  return {
    ...formatItem(asItem, view),
    // The campaign's own texts (its id is not an item's: the item translations do not apply).
    name: title,
    description: translatedOrNull(view, "itemCampaign", row.id, "description", row.description),
    title,
    is_campaign: 1,
    available_date_starts: row.startDate,
    available_date_ends: row.endDate,
    start_time: row.startTime,
    end_time: row.endTime,
  };
}
