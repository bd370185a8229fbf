import { getTranslations } from "next-intl/server";

import type { FlashSale } from "@marketplace/api-client";
import { getFlashSaleItems } from "@marketplace/api-client";
import { currencyFormatFromConfig, hasMorePages, pagesShown } from "@marketplace/domain";
import { Countdown } from "@marketplace/ui";

import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { endsAtFromWire } from "~/features/catalogue/components/ends-at-from-wire";
import { ShopItemCard } from "~/features/catalogue/components/shop-item-card";
import { toFlashSaleCardView } from "~/features/catalogue/components/to-card-props";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { loadPages } from "../load-pages";
import { Breadcrumbs } from "./breadcrumbs";
import { EmptyList, LoadMoreLink, PageMain, withParams } from "./page-parts";

/** Flash-sale items per page (the spec shows at most 15 per request). */
const FLASH_SALE_PAGE_SIZE = 15;

/**
 * `/flash-sales`: the running sale's countdown and its items with sold / available progress, each card
 * with the actions other listings have (Quick View, Add to Cart or the stepper, the wishlist heart).
 */
export async function FlashSaleScreen({
  sale,
  moduleId,
  params,
}: {
  sale: FlashSale;
  moduleId: number;
  params: Record<string, string | string[] | undefined>;
}) {
  const [t, site, texts, actionTexts, client] = await Promise.all([
    getTranslations(),
    loadSiteData(),
    getCardTexts(),
    getCardActionTexts(),
    getServerClient(),
  ]);
  const pages = pagesShown(params.page);
  const page = await loadPages(
    pages,
    (offset) => getFlashSaleItems(client, sale.id, { offset, limit: FLASH_SALE_PAGE_SIZE }),
    (answer) => answer.products,
  );
  const options = { currency: currencyFormatFromConfig(site.config), moduleId, texts };
  const views = page.rows.flatMap((product) => {
    const view = toFlashSaleCardView(product, options);
    return view && product.item ? [{ id: product.id, view, wire: product.item }] : [];
  });
  const endsAt = endsAtFromWire(sale.end_date);
  const title = sale.title ?? t("home.flashSale");
  const path = "/flash-sales";
  const current = { id: String(sale.id) };
  return (
    <PageMain title={title}>
      <Breadcrumbs trail={[{ name: title, href: withParams(path, current, {}) }]} />
      {endsAt === null ? null : (
        <div className="flex flex-wrap items-center gap-3 text-sm font-medium">
          <span>{t("home.flashSaleEnds")}</span>
          <Countdown
            endsAt={endsAt}
            label={t("home.timeLeft")}
            overText={t("cataloguePages.flashSaleOver")}
            unitLabels={{
              days: t("home.days"),
              hours: t("home.hours"),
              minutes: t("home.minutes"),
              seconds: t("home.seconds"),
            }}
          />
        </div>
      )}
      {views.length > 0 ? (
        <ul aria-label={title} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {views.map(({ id, view, wire }, index) => (
            <li key={id} className="min-w-0">
              <ShopItemCard
                wire={wire}
                actionTexts={actionTexts}
                item={view}
                layout="flash-sale-slider"
                labels={{ originalPrice: texts.originalPrice }}
                linkAs={CardLink}
                priority={index < 2}
                className="h-full"
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyList title={t("cataloguePages.itemsNotFound")} />
      )}
      {hasMorePages(page.rows.length, page.total) ? (
        <LoadMoreLink
          href={withParams(path, current, { page: String(pages + 1) })}
          label={t("cataloguePages.loadMore")}
        />
      ) : null}
    </PageMain>
  );
}
