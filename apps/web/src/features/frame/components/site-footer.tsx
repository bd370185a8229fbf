import Link from "next/link";
import { getTranslations } from "next-intl/server";

import type { FooterLink } from "@marketplace/domain";
import {
  appDownloadLinks,
  footerLinkAccess,
  footerLinks,
  safeExternalUrl,
} from "@marketplace/domain";
import { buttonVariants, SpriteIcon } from "@marketplace/ui";

import type { SiteData } from "~/lib/api/site-data";
import { BusinessMap } from "./business-map";
import { NEWSLETTER_EMAIL_ID } from "./newsletter-field";
import { NewsletterForm } from "./newsletter-form";
import { RestrictedFooterLink } from "./restricted-footer-link";

const linkLabels: Record<FooterLink, string> = {
  "about-us": "footer.about",
  "terms-and-conditions": "footer.terms",
  "privacy-policy": "footer.privacy",
  "refund-policy": "footer.refund",
  "cancellation-policy": "footer.cancellation",
  "shipping-policy": "footer.shipping",
  "help-and-support": "footer.help",
  "track-order": "footer.trackOrder",
  campaigns: "footer.campaigns",
  "loyalty-points": "footer.loyalty",
  wallet: "footer.wallet",
  "store-registration": "footer.storeRegistration",
  "deliveryman-registration": "footer.deliverymanRegistration",
};

const linkHrefs: Record<FooterLink, string> = {
  "about-us": "/about-us",
  "terms-and-conditions": "/terms-and-conditions",
  "privacy-policy": "/privacy-policy",
  "refund-policy": "/refund-policy",
  "cancellation-policy": "/cancellation-policy",
  "shipping-policy": "/shipping-policy",
  "help-and-support": "/help-and-support",
  "track-order": "/track-order",
  campaigns: "/campaigns",
  "loyalty-points": "/loyalty-points",
  wallet: "/wallet",
  "store-registration": "/store-registration?active=active",
  "deliveryman-registration": "/deliveryman-registration",
};

function readText(source: object | null, key: string): string | null {
  if (!source || !(key in source)) return null;
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * The footer (spec A §2): policy links by config flags, contact, social links, app buttons by
 * status, the business-address map and the newsletter.
 */
export async function SiteFooter({ site, signedIn }: { site: SiteData; signedIn: boolean }) {
  const t = await getTranslations();
  const { config, landing, visitor } = site;
  const name = config?.business_name ?? t("meta.siteName");
  const links = footerLinks({
    refund_policy: config?.refund_policy,
    cancelation_policy: config?.cancelation_policy,
    shipping_policy: config?.shipping_policy,
    customer_wallet_status: config?.customer_wallet_status ?? false,
    loyalty_point_status: config?.loyalty_point_status ?? false,
  });
  const session = { signedIn, hasZone: visitor.location !== null };
  const apps = config ? appDownloadLinks(config) : [];
  const socials = (config?.social_media ?? []).flatMap((social) => {
    const url = safeExternalUrl(social.link);
    return url && social.name ? [{ name: social.name, url }] : [];
  });
  const description =
    readText(landing, "fixed_footer_description") ?? readText(config, "footer_text");
  const location = config?.default_location;

  return (
    <footer className="bg-muted text-muted-foreground mt-16 border-t">
      {/* On pages with the floating module rail, the columns start beside it, not under it. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-4 lg:[body:has([data-module-rail])_&]:ps-20">
        <section aria-labelledby="footer-about" className="flex flex-col gap-3">
          <h2 id="footer-about" className="text-foreground text-base font-semibold">
            <bdi>{name}</bdi>
          </h2>
          {/* The API's texts are isolated (<bdi>): their own direction inside the Arabic page. */}
          {description ? (
            <p className="text-sm">
              <bdi>{description}</bdi>
            </p>
          ) : null}
          {location ? (
            <BusinessMap
              lat={location.lat}
              lng={location.lng}
              label={t("footer.businessMap")}
              icon={<SpriteIcon name="map" className="size-4" />}
            />
          ) : null}
        </section>
        <nav aria-labelledby="footer-links" className="flex flex-col gap-2 text-sm">
          <h2 id="footer-links" className="text-foreground text-base font-semibold">
            {t("footer.linksTitle")}
          </h2>
          <ul className="flex flex-col gap-1.5">
            {links.map((link) => {
              const access = footerLinkAccess(link, session);
              const label = t(linkLabels[link]);
              return (
                <li key={link}>
                  {access.code === "allowed" ? (
                    <Link
                      prefetch={false}
                      href={linkHrefs[link]}
                      className="hover:text-foreground underline-offset-4 hover:underline"
                      {...(link === "terms-and-conditions"
                        ? { target: "_blank", rel: "noopener" }
                        : {})}
                    >
                      {label}
                    </Link>
                  ) : (
                    <RestrictedFooterLink
                      label={label}
                      message={t(
                        access.code === "login_required"
                          ? "footer.mustLogin"
                          : "footer.mustPickZone",
                      )}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="flex flex-col gap-2 text-sm">
          <h2 id="footer-contact" className="text-foreground text-base font-semibold">
            {t("footer.contactTitle")}
          </h2>
          <address className="flex flex-col gap-1 not-italic">
            {config?.email ? (
              <a
                href={`mailto:${config.email}`}
                className="hover:text-foreground hover:underline"
                dir="ltr"
              >
                {config.email}
              </a>
            ) : null}
            {config?.phone ? (
              <a
                href={`tel:${config.phone}`}
                className="hover:text-foreground hover:underline"
                dir="ltr"
              >
                {config.phone}
              </a>
            ) : null}
            {config?.address ? (
              <span>
                <bdi>{config.address}</bdi>
              </span>
            ) : null}
          </address>
          {socials.length > 0 ? (
            <>
              <h3 className="text-foreground mt-2 font-semibold">{t("footer.socialTitle")}</h3>
              <ul className="flex flex-wrap gap-2">
                {socials.map((social) => (
                  <li key={social.name}>
                    <a
                      href={social.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="bg-card hover:text-foreground inline-flex h-9 items-center rounded-md border px-3 capitalize"
                    >
                      {social.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {apps.length > 0 ? (
            <>
              <h3 className="text-foreground mt-2 font-semibold">{t("footer.downloadTitle")}</h3>
              <ul className="flex flex-wrap gap-2">
                {apps.map((app) => (
                  <li key={app.store}>
                    <a
                      href={app.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="bg-foreground text-background inline-flex h-10 items-center rounded-md px-3 text-xs font-semibold"
                    >
                      {t(app.store === "playstore" ? "footer.playStore" : "footer.appStore")}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <NewsletterForm
          buttonClassName={buttonVariants()}
          labels={{
            placeholder: t("newsletter.placeholder"),
            subscribe: t("newsletter.subscribe"),
            invalid: t("domain.newsletter_email_invalid"),
            success: t("newsletter.success"),
          }}
        >
          <h2 className="text-base font-semibold">
            <bdi>{readText(landing, "fixed_newsletter_title") ?? t("newsletter.title")}</bdi>
          </h2>
          <p className="text-muted-foreground text-sm">
            <bdi>{readText(landing, "fixed_newsletter_sub_title") ?? t("newsletter.subtitle")}</bdi>
          </p>
          <label htmlFor={NEWSLETTER_EMAIL_ID} className="sr-only">
            {t("newsletter.emailLabel")}
          </label>
        </NewsletterForm>
      </div>
      <p className="border-t py-4 text-center text-xs">
        {/* The name isolated (U+2068…U+2069), so its direction does not reorder the sentence around it. */}
        {t("footer.rights", { year: new Date().getFullYear(), name: `\u2068${name}\u2069` })}
      </p>
    </footer>
  );
}
