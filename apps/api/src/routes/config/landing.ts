import type { Context } from "hono";
import { Hono } from "hono";

import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { fileUrl } from "../../catalog/view";
import { testimonials } from "../../db/schema";
import { viewOf } from "../helpers";
import { formatZone } from "./zones";

const landingImages: Record<string, string> = {
  header_icon: "business",
  header_banner: "landing",
  download_user_app_image: "landing",
  business_image: "landing",
  fixed_promotional_banner: "landing",
  available_zone_image: "landing",
};

/** A testimonial as both `testimonial` and the landing page's `testimonial_list` answer it. */
function formatTestimonial(row: typeof testimonials.$inferSelect, view: View) {
  return {
    id: row.id,
    name: row.name,
    designation: row.designation,
    review: row.review,
    reviewer_image: row.reviewerImage,
    reviewer_image_full_url: fileUrl(view, "testimonial", row.reviewerImage),
  };
}

/** Landing pages (React, legacy, Flutter) and testimonials. */
export function landingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/testimonial", async (c) => {
    const view = await viewOf(c);
    const rows = await c.get("deps").db.select().from(testimonials).orderBy(testimonials.id);
    return c.json(
      rows
        .filter((row) => row.status === 1)
        .map((row) => ({ ...formatTestimonial(row, view), status: row.status })),
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
      testimonial_list: rows.map((row) => formatTestimonial(row, view)),
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

  return app;
}
