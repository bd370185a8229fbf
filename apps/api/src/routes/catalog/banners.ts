import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { formatStore } from "../../catalog/format";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";
import { advertisements, banners, campaigns, items, moduleContents } from "../../db/schema";
import { moduleCheck } from "../../lib/middleware";
import { idParam, parseQuery } from "../../lib/validate";
import { moduleIdOf, requireZones, viewOf } from "../helpers";

type CampaignRow = typeof campaigns.$inferSelect;

export function formatCampaign(row: CampaignRow, view: View): Record<string, unknown> {
  return {
    id: row.id,
    title: translated(view, "campaign", row.id, "title", row.title),
    description: translated(view, "campaign", row.id, "description", row.description),
    image: row.image,
    image_full_url: fileUrl(view, "campaign", row.image),
    start_date: row.startDate,
    end_date: row.endDate,
    start_time: row.startTime,
    end_time: row.endTime,
    available_date_starts: row.startDate,
    available_date_ends: row.endDate,
    status: row.status,
    module_id: row.moduleId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Running basic campaigns of a module (or of every module). */
export async function runningCampaigns(
  db: AppEnv["Variables"]["deps"]["db"],
  view: View,
  moduleId: number | null,
): Promise<CampaignRow[]> {
  const today = view.now.toISOString().slice(0, 10);
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 1),
        lte(campaigns.startDate, today),
        gte(campaigns.endDate, today),
        moduleId === null ? undefined : eq(campaigns.moduleId, moduleId),
      ),
    )
    .orderBy(asc(campaigns.id));
}

/** Home banners, promotional banners, video content, why-choose and advertisements. */
export function bannerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/banners", moduleCheck({ optional: true }), async (c) => {
    const query = parseQuery(c, z.object({ featured: z.string().max(5).optional() }));
    const view = await viewOf(c);
    const zoneIds = requireZones(c);
    const moduleId = c.get("module")?.id ?? null;
    const featured = query.featured === "1" || query.featured === "true";
    const { db } = c.get("deps");
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.status, 1),
          eq(banners.featured, featured ? 1 : 0),
          featured ? undefined : inArray(banners.zoneId, zoneIds),
          moduleId === null ? undefined : eq(banners.moduleId, moduleId),
        ),
      )
      .orderBy(asc(banners.id));
    const itemIds = rows
      .filter((row) => row.type === "item_wise" && row.data !== null)
      .map((row) => row.data ?? 0);
    const itemRows =
      itemIds.length > 0 ? await db.select().from(items).where(inArray(items.id, itemIds)) : [];
    const bannerList = rows.flatMap((row) => {
      const store =
        row.type === "store_wise" && row.data !== null ? view.ref.stores.get(row.data) : undefined;
      const item =
        row.type === "item_wise" ? itemRows.find((entry) => entry.id === row.data) : undefined;
      if ((row.type === "store_wise" && !store) || (row.type === "item_wise" && !item)) return [];
      return [
        {
          id: row.id,
          title: row.title,
          type: row.type,
          image: row.image,
          image_full_url: fileUrl(view, "banner", row.image),
          link: row.defaultLink,
          data: row.data,
          zone_id: row.zoneId,
          module_id: row.moduleId,
          featured: row.featured,
          store: store
            ? {
                id: store.id,
                slug: store.slug,
                name: translated(view, "store", store.id, "name", store.name),
                zone_id: store.zoneId,
                module_id: store.moduleId,
              }
            : null,
          item: item
            ? {
                id: item.id,
                slug: item.slug,
                name: translated(view, "item", item.id, "name", item.name),
                image: item.image,
                image_full_url: fileUrl(view, "product", item.image),
                storage: [],
              }
            : null,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        },
      ];
    });
    const campaignList = featured
      ? []
      : (await runningCampaigns(db, view, moduleId)).map((row) => formatCampaign(row, view));
    return c.json({ campaigns: campaignList, banners: bannerList });
  });

  app.get("/banners/:storeId", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    requireZones(c);
    const storeId = idParam(c.req.param("storeId"), "store", "Store not found.");
    const rows = await c
      .get("deps")
      .db.select()
      .from(banners)
      .where(and(eq(banners.status, 1), eq(banners.createdBy, "store"), eq(banners.data, storeId)));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        image: row.image,
        image_full_url: fileUrl(view, "banner", row.image),
        link: row.defaultLink,
      })),
    );
  });

  const content = async (db: AppEnv["Variables"]["deps"]["db"], moduleId: number, key: string) => {
    const [row] = await db
      .select({ value: moduleContents.value })
      .from(moduleContents)
      .where(and(eq(moduleContents.moduleId, moduleId), eq(moduleContents.key, key)));
    return row?.value;
  };

  app.get("/other-banners", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const { db } = c.get("deps");
    if (c.get("module")?.moduleType === "parcel") {
      const list = ((await content(db, moduleId, "parcel_banners")) ?? []) as Record<
        string,
        unknown
      >[];
      return c.json({
        banners: list.map((entry) => ({
          ...entry,
          value_full_url: fileUrl(view, "promotional_banner", String(entry.value)),
        })),
      });
    }
    const map = ((await content(db, moduleId, "promotional_banners")) ?? {}) as Record<
      string,
      string
    >;
    const body: Record<string, string | null> = {};
    for (const [key, file] of Object.entries(map)) {
      body[key] = file;
      body[`${key}_full_url`] = fileUrl(view, "promotional_banner", file);
    }
    return c.json(body);
  });

  app.get("/other-banners/video-content", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    const value = (await content(c.get("deps").db, moduleIdOf(c), "video_content")) as
      Record<string, unknown> | undefined;
    if (!value) return c.json({});
    const file = (key: string) =>
      typeof value[key] === "string" ? fileUrl(view, "promotional_banner", value[key]) : null;
    return c.json({
      ...value,
      banner_image_full_url: file("banner_image"),
      banner_video_content_full_url: file("banner_video_content"),
    });
  });

  app.get("/other-banners/why-choose", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    const list = ((await content(c.get("deps").db, moduleIdOf(c), "why_choose")) ?? []) as Record<
      string,
      unknown
    >[];
    return c.json({
      banners: list.map((entry) => ({
        ...entry,
        image_full_url: fileUrl(view, "why_choose", String(entry.image)),
      })),
    });
  });

  app.get("/advertisement/list", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const zoneIds = c.get("ctx").zoneIds;
    const today = view.now.toISOString().slice(0, 10);
    const rows = await c
      .get("deps")
      .db.select()
      .from(advertisements)
      .where(
        and(
          eq(advertisements.moduleId, moduleId),
          eq(advertisements.status, "approved"),
          lte(advertisements.startDate, today),
          gte(advertisements.endDate, today),
          zoneIds ? inArray(advertisements.zoneId, zoneIds) : undefined,
        ),
      )
      .orderBy(asc(advertisements.priority), asc(advertisements.id));
    return c.json(
      rows.flatMap((row) => {
        const store = view.ref.stores.get(row.storeId);
        if (!store) return [];
        return [
          {
            id: row.id,
            title: row.title,
            description: row.description,
            add_type: row.addType,
            store_id: row.storeId,
            module_id: row.moduleId,
            zone_id: row.zoneId,
            priority: row.priority,
            start_date: row.startDate,
            end_date: row.endDate,
            is_rating_active: row.isRatingActive,
            is_review_active: row.isReviewActive,
            profile_image: row.profileImage,
            cover_image: row.coverImage,
            video_attachment: row.videoAttachment,
            profile_image_full_url: fileUrl(view, "store", row.profileImage),
            cover_image_full_url: fileUrl(view, "store/cover", row.coverImage),
            video_attachment_full_url: fileUrl(view, "advertisement", row.videoAttachment),
            average_rating: store.avgRating,
            reviews_comments_count: store.ratingCount,
            store: formatStore(store, view),
          },
        ];
      }),
    );
  });

  return app;
}
