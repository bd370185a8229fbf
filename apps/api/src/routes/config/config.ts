import type { Context } from "hono";
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { fileUrl } from "../../catalog/view";
import { parcelCategories, testimonials, tipAmounts, vehicles } from "../../db/schema";
import { microCache } from "../../lib/micro-cache";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { moduleIdOf, viewOf } from "../helpers";
import { formatZone } from "./zones";

/** Per-module behaviour flags (`module_config`), as the production backend's module config file sets them. */
const moduleConfig = {
  module_type: ["grocery", "food", "pharmacy", "ecommerce", "parcel"],
  grocery: {
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: true,
    veg_non_veg: false,
    unit: true,
    order_attachment: false,
    always_open: false,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_taxi: false,
    new_variation: false,
    organic: true,
    description: "Grocery module",
  },
  food: {
    order_place_to_schedule_interval: true,
    add_on: true,
    stock: false,
    veg_non_veg: true,
    unit: false,
    order_attachment: false,
    always_open: false,
    all_zone_service: false,
    item_available_time: true,
    show_restaurant_text: true,
    is_parcel: false,
    is_taxi: false,
    new_variation: true,
    halal: true,
    description: "Food module",
  },
  pharmacy: {
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: true,
    veg_non_veg: false,
    unit: true,
    order_attachment: true,
    always_open: false,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_taxi: false,
    new_variation: false,
    generic_name: true,
    common_condition: true,
    description: "Pharmacy module",
  },
  ecommerce: {
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: true,
    veg_non_veg: false,
    unit: true,
    order_attachment: false,
    always_open: true,
    all_zone_service: true,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_taxi: false,
    new_variation: false,
    brand: true,
    description: "E-commerce module",
  },
  parcel: {
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: false,
    veg_non_veg: false,
    unit: false,
    order_attachment: false,
    always_open: true,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: true,
    is_taxi: false,
    new_variation: false,
    description: "Parcel module",
  },
};

const landingImages: Record<string, string> = {
  header_icon: "business",
  header_banner: "landing",
  download_user_app_image: "landing",
  business_image: "landing",
  fixed_promotional_banner: "landing",
  available_zone_image: "landing",
};

/** Configuration, modules, vehicles, tips, landing pages and parcel categories. */
export function configRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = microCache();
  for (const path of [
    "/config",
    "/module",
    "/react-landing-page",
    "/landing-page",
    "/get-vehicles",
    "/testimonial",
    "/parcel-category",
  ]) {
    app.use(path, cache);
  }

  app.get("/config", async (c) => {
    const view = await viewOf(c);
    const settings = view.ref.settings;
    const { react_landing_page: _landing, ...business } = settings;
    const activeModules = [...view.ref.modules.values()].filter((module) => module.status === 1);
    const single = activeModules.length === 1 ? activeModules[0] : undefined;
    const storage = (folder: string) => `${view.publicUrl}/storage/${folder}`;
    return c.json({
      ...business,
      logo_full_url: fileUrl(
        view,
        "business",
        typeof settings.logo === "string" ? settings.logo : null,
      ),
      fav_icon_full_url: fileUrl(
        view,
        "business",
        typeof settings.fav_icon === "string" ? settings.fav_icon : null,
      ),
      module_config: moduleConfig,
      module: single
        ? { id: single.id, module_name: single.moduleName, module_type: single.moduleType }
        : null,
      base_urls: {
        item_image_url: storage("product"),
        store_image_url: storage("store"),
        store_cover_photo_url: storage("store/cover"),
        category_image_url: storage("category"),
        brand_image_url: storage("brand"),
        banner_image_url: storage("banner"),
        campaign_image_url: storage("campaign"),
        module_image_url: storage("module"),
        parcel_category_image_url: storage("parcel_category"),
        promotional_banner_url: storage("promotional_banner"),
        business_logo_url: storage("business"),
      },
    });
  });

  app.get("/module", async (c) => {
    const view = await viewOf(c);
    const query = parseQuery(
      c,
      z.object({ zone_id: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
    );
    const zoneIds = c.get("ctx").zoneIds ?? (query.zone_id ? [query.zone_id] : null);
    const list = [...view.ref.modules.values()]
      .filter((module) => module.status === 1)
      .filter(
        (module) =>
          !zoneIds ||
          view.ref.moduleZones.some(
            (row) => row.moduleId === module.id && zoneIds.includes(row.zoneId),
          ),
      )
      .sort((a, b) => a.id - b.id)
      .map((module) => {
        const stores = [...view.ref.stores.values()].filter(
          (store) => store.moduleId === module.id && store.status === 1,
        );
        return {
          id: module.id,
          module_name: module.moduleName,
          module_type: module.moduleType,
          slug: module.slug,
          thumbnail: module.thumbnail,
          icon: module.icon,
          icon_full_url: fileUrl(view, "module", module.icon),
          thumbnail_full_url: fileUrl(view, "module", module.thumbnail),
          status: String(module.status),
          description: module.description,
          theme_id: module.themeId,
          all_zone_service: module.allZoneService,
          stores_count: stores.length,
          items_count: stores.reduce(
            (sum, store) => sum + (view.ref.itemCountByStore.get(store.id) ?? 0),
            0,
          ),
          created_at: module.createdAt,
          updated_at: module.updatedAt,
          ...(zoneIds
            ? {
                zones: view.ref.zones
                  .filter(
                    (zone) =>
                      zoneIds.includes(zone.id) &&
                      view.ref.moduleZones.some(
                        (row) => row.moduleId === module.id && row.zoneId === zone.id,
                      ),
                  )
                  .map((zone) => ({
                    id: zone.id,
                    name: zone.name,
                    display_name: zone.displayName,
                  })),
              }
            : {}),
        };
      });
    return c.json(list);
  });

  app.get("/get-vehicles", async (c) => {
    const view = await viewOf(c);
    const rows = await c.get("deps").db.select().from(vehicles).orderBy(vehicles.id);
    return c.json(
      rows
        .filter((row) => row.isActive === 1)
        .map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          image: row.image,
          image_full_url: fileUrl(view, "vehicle", row.image),
          type: row.type,
          is_active: row.isActive,
          starting_coverage_area: row.startingCoverageArea,
          maximum_coverage_area: row.maximumCoverageArea,
          extra_charges: row.extraCharges,
          is_delivery: row.isDelivery,
          is_ride: row.isRide,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })),
    );
  });

  app.get("/vehicle/extra_charge", async (c) => {
    const { distance } = parseQuery(
      c,
      z.object({ distance: z.coerce.number().min(0).max(100_000) }),
    );
    const rows = await c
      .get("deps")
      .db.select()
      .from(vehicles)
      .orderBy(vehicles.startingCoverageArea);
    const match = rows.find(
      (row) =>
        row.isActive === 1 &&
        row.startingCoverageArea <= distance &&
        distance <= row.maximumCoverageArea,
    );
    return c.json(match?.extraCharges ?? 0);
  });

  app.get("/most-tips", async (c) => {
    const [row] = await c
      .get("deps")
      .db.select()
      .from(tipAmounts)
      .orderBy(desc(tipAmounts.count))
      .limit(1);
    return c.json({ most_tips_amount: row?.amount ?? null });
  });

  app.get("/testimonial", async (c) => {
    const view = await viewOf(c);
    const rows = await c.get("deps").db.select().from(testimonials).orderBy(testimonials.id);
    return c.json(
      rows
        .filter((row) => row.status === 1)
        .map((row) => ({
          id: row.id,
          name: row.name,
          designation: row.designation,
          review: row.review,
          reviewer_image: row.reviewerImage,
          reviewer_image_full_url: fileUrl(view, "testimonial", row.reviewerImage),
          status: row.status,
        })),
    );
  });

  app.get("/react-landing-page", async (c) => {
    const view = await viewOf(c);
    const page = (view.ref.settings.react_landing_page ?? {}) as Record<string, unknown>;
    const withUrls: Record<string, unknown> = { ...page };
    for (const [key, folder] of Object.entries(landingImages)) {
      withUrls[`${key}_full_url`] = fileUrl(
        view,
        folder,
        typeof page[key] === "string" ? page[key] : null,
      );
    }
    const banners = Array.isArray(page.promotion_banners)
      ? (page.promotion_banners as { img?: string }[])
      : [];
    const rows = await c.get("deps").db.select().from(testimonials).orderBy(testimonials.id);
    return c.json({
      base_urls: {
        header_icon_url: `${view.publicUrl}/storage/business`,
        header_banner_url: `${view.publicUrl}/storage/landing`,
        testimonial_image_url: `${view.publicUrl}/storage/testimonial`,
        promotional_banner_url: `${view.publicUrl}/storage/landing`,
        business_image_url: `${view.publicUrl}/storage/landing`,
      },
      ...withUrls,
      promotion_banners_full_url: banners.map((banner) => ({
        ...banner,
        img_full_url: fileUrl(view, "landing", banner.img),
      })),
      testimonial_list: rows.map((row) => ({
        id: row.id,
        name: row.name,
        designation: row.designation,
        review: row.review,
        reviewer_image: row.reviewerImage,
        reviewer_image_full_url: fileUrl(view, "testimonial", row.reviewerImage),
      })),
      available_zone_list: view.ref.zones
        .filter((zone) => zone.status === 1)
        .map((zone) => {
          const formatted = formatZone(zone, view);
          return {
            id: zone.id,
            name: zone.name,
            display_name: zone.displayName,
            modules: formatted.modules,
          };
        }),
    });
  });

  const legacyLanding = async (c: Context<AppEnv>) => {
    const view = await viewOf(c);
    const page = (view.ref.settings.react_landing_page ?? {}) as Record<string, unknown>;
    return {
      react_header_banner: page.header_banner,
      react_header_banner_full_url: fileUrl(
        view,
        "landing",
        typeof page.header_banner === "string" ? page.header_banner : null,
      ),
      app_section_image: page.download_user_app_image,
      footer_logo: view.ref.settings.logo,
      banner_section_full: {
        banner_section_img_full: page.business_image,
        title: page.business_title,
        sub_title: page.business_sub_title,
      },
      banner_section_half: [],
      react_feature: [],
      app_download_button: [],
      discount_banner: {},
      landing_page_links: view.ref.settings.landing_page_links,
      hero_section: { title: page.header_title, sub_title: page.header_sub_title },
      delivery_service_section: {},
      download_app_section: {
        title: page.download_user_app_title,
        sub_title: page.download_user_app_sub_title,
      },
      landing_page_text: {
        header_title_1: page.header_title,
        header_title_2: page.header_sub_title,
        about_title: page.company_title,
      },
    };
  };
  app.get("/landing-page", async (c) => c.json(await legacyLanding(c)));
  app.get("/flutter-landing-page", async (c) => c.json(await legacyLanding(c)));

  app.get("/parcel-category", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const rows = await c
      .get("deps")
      .db.select()
      .from(parcelCategories)
      .orderBy(parcelCategories.id);
    return c.json(
      rows
        .filter((row) => row.status === 1 && row.moduleId === moduleId)
        .map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          image: row.image,
          image_full_url: fileUrl(view, "parcel_category", row.image),
          module_id: row.moduleId,
          status: row.status,
          orders_count: row.ordersCount,
          parcel_per_km_shipping_charge: row.parcelPerKmShippingCharge,
          parcel_minimum_shipping_charge: row.parcelMinimumShippingCharge,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })),
    );
  });

  return app;
}
