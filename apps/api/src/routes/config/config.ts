import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";
import { microCache } from "../../lib/micro-cache";
import { parseQuery } from "../../lib/validate";
import { viewOf } from "../helpers";
import { deliveryOptionRoutes } from "./delivery-options";
import { landingRoutes } from "./landing";
import { moduleConfig } from "./module-config";

/** Configuration and modules; mounts the landing-page and delivery-option routes. */
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
    const { react_landing_page: _landing, policy_pages: _pages, ...business } = settings;
    const activeModules = [...view.ref.modules.values()].filter((module) => module.status === 1);
    const single = activeModules.length === 1 ? activeModules[0] : undefined;
    const storage = (folder: string) => `${view.publicUrl}/storage/${folder}`;
    const { demoMode, demoOtpCode } = c.get("deps").env;
    return c.json({
      ...business,
      // Demo mode only (every one-time code is this one): the code dialogs show it in a note.
      demo_otp_code: demoMode ? demoOtpCode : null,
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
        ? {
            id: single.id,
            module_name: translated(view, "module", single.id, "module_name", single.moduleName),
            module_type: single.moduleType,
          }
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
          module_name: translated(view, "module", module.id, "module_name", module.moduleName),
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

  app.route("/", landingRoutes());
  app.route("/", deliveryOptionRoutes());
  return app;
}
