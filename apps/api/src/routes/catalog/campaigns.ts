import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { formatCampaignItem, formatStore } from "../../catalog/format";
import { campaignStores, itemCampaigns } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { moduleIdOf, requireZones, viewOf } from "../helpers";
import { formatCampaign, runningCampaigns } from "./banners";

/** Running basic campaigns (with their stores) and item campaigns. */
export function campaignRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("/campaigns/*", moduleCheck());

  app.get("/campaigns/basic", async (c) => {
    const zoneIds = requireZones(c, { soft: true });
    const view = await viewOf(c);
    const { db } = c.get("deps");
    const list = await runningCampaigns(db, view, moduleIdOf(c));
    const links =
      list.length > 0
        ? await db
            .select()
            .from(campaignStores)
            .where(
              inArray(
                campaignStores.campaignId,
                list.map((row) => row.id),
              ),
            )
        : [];
    const inZone = (campaignId: number) =>
      links.some(
        (link) =>
          link.campaignId === campaignId &&
          zoneIds.includes(view.ref.stores.get(link.storeId)?.zoneId ?? -1),
      );
    return c.json(list.filter((row) => inZone(row.id)).map((row) => formatCampaign(row, view)));
  });

  app.get("/campaigns/basic-campaign-details", async (c) => {
    const zoneIds = requireZones(c, { soft: true });
    const { basic_campaign_id } = parseQuery(
      c,
      z.object({ basic_campaign_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    );
    const view = await viewOf(c);
    const { db } = c.get("deps");
    const campaign = (await runningCampaigns(db, view, moduleIdOf(c))).find(
      (row) => row.id === basic_campaign_id,
    );
    if (!campaign) throw ApiError.notFound("campaign", "Campaign not found.");
    const links = await db
      .select()
      .from(campaignStores)
      .where(
        and(
          eq(campaignStores.campaignId, campaign.id),
          eq(campaignStores.campaignStatus, "confirmed"),
        ),
      );
    const stores = links
      .map((link) => view.ref.stores.get(link.storeId))
      .filter((store) => store?.status === 1 && zoneIds.includes(store.zoneId));
    return c.json({
      ...formatCampaign(campaign, view),
      stores: stores.flatMap((store) => (store ? [formatStore(store, view)] : [])),
    });
  });

  app.get("/campaigns/item", async (c) => {
    const zoneIds = requireZones(c, { soft: true });
    const view = await viewOf(c);
    const today = view.now.toISOString().slice(0, 10);
    const rows = await c
      .get("deps")
      .db.select()
      .from(itemCampaigns)
      .where(
        and(
          eq(itemCampaigns.status, 1),
          eq(itemCampaigns.moduleId, moduleIdOf(c)),
          lte(itemCampaigns.startDate, today),
          gte(itemCampaigns.endDate, today),
        ),
      )
      .orderBy(asc(itemCampaigns.id));
    return c.json(
      rows
        .filter((row) => zoneIds.includes(view.ref.stores.get(row.storeId)?.zoneId ?? -1))
        .map((row) => formatCampaignItem(row, view)),
    );
  });

  return app;
}
