import Link from "next/link";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";

import { headerItems, profileMenuEntries } from "@marketplace/domain";
import { SpriteIcon } from "@marketplace/ui";

import type { ProfileEntry } from "~/features/auth/components/auth-entry";
import type { ModuleOption } from "~/features/module/components/module-option";
import type { SiteData } from "~/lib/api/site-data";
import { AuthHost } from "~/features/auth/components/auth-entry";
import { SignInLink } from "~/features/auth/components/sign-in-link";
import { profileMenuLinks } from "~/features/auth/lib/profile-menu-links";
import { CartButton } from "~/features/cart/components/cart-button";
import { ShoppingMount } from "~/features/cart/components/shopping-mount";
import { shopSettings } from "~/features/cart/shop-settings";
import { CashbackMount } from "~/features/cashback/components/cashback-mount";
import { ModuleSwitcher } from "~/features/module/components/module-switcher";
import { HeaderSearch } from "~/features/search/components/header-search";
import { WishlistMount } from "~/features/wishlist/components/wishlist-mount";
import { loadFrameLabels } from "./frame-labels";
import { LanguageSwitch } from "./language-switch";
import { LocationButton } from "./location-button";
import { LogoLink } from "./logo-link";
import { MobileDrawer } from "./mobile-drawer";
import { MobileModuleSwitcher } from "./mobile-module-switcher";
import { ThemeToggle } from "./theme-toggle";

interface SiteHeaderProps {
  site: SiteData;
  modules: ModuleOption[];
}

const mobileIcon = "hover:bg-muted inline-flex h-10 shrink-0 items-center gap-1 rounded-full px-2";
const navLink =
  "hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium";

/**
 * Theme and language live in the top strip, which is always shown beside the desktop header, so the
 * desktop row adds only the module selector from the "no location" set.
 *
 * The top strip (hidden at 1180 px or below), the desktop header with the spec's visibility rules
 * (from @marketplace/domain) and the mobile header with its drawer.
 */
export async function SiteHeader({ site, modules }: SiteHeaderProps) {
  const t = await getTranslations();
  const labels = await loadFrameLabels(site.visitor.language);
  const { visitor, config } = site;
  const { signedIn } = visitor;
  const shop = await shopSettings(site);
  const name = config?.business_name ?? t("meta.siteName");
  const hasLocation = visitor.location !== null;
  const address = visitor.location?.address ?? null;
  const locationText = address ?? t("location.selectLocation");
  const locationLabel = address ? t("location.current", { address }) : t("location.selectLocation");
  const items = new Set(
    headerItems({
      signedIn,
      moduleType: visitor.module?.type ?? null,
      hasLocation,
      hasZone: hasLocation,
    }),
  );
  const themeIcons = {
    light: <SpriteIcon name="sun" className="size-4" />,
    dark: <SpriteIcon name="moon" className="size-4" />,
  };
  const pin = <SpriteIcon name="map-pin" className="size-4 shrink-0" />;
  const logo = <LogoLink name={name} hasLocation={hasLocation} />;
  const profileIcon = <SpriteIcon name="user-round" className="size-5" />;
  // The profile dropdown loads on intent (features/auth); this server-rendered button stands in for it.
  const profile: ProfileEntry = {
    label: t("header.profile"),
    icon: profileIcon,
    entries: profileMenuLinks(config ? profileMenuEntries(config) : []).map((entry) => ({
      ...entry,
      label: t(`header.profileMenu.${entry.key}`),
    })),
    logout: { label: t("header.logout"), success: t("auth.logoutSuccess") },
    standIn: (
      <button type="button" aria-haspopup="menu" aria-expanded={false} className={navLink}>
        {profileIcon}
        {t("header.profile")}
      </button>
    ),
  };

  return (
    <>
      <header className="bg-card/95 sticky top-0 z-40 border-b backdrop-blur">
        <ShoppingMount settings={shop} />
        <div className="bg-muted text-muted-foreground max-[1180px]:hidden" data-testid="top-strip">
          <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4">
            <LocationButton
              text={locationText}
              label={locationLabel}
              className="max-w-64"
              icon={pin}
            />
            <div className="flex items-center gap-2">
              <ThemeToggle initial={visitor.theme} labels={labels.theme} icons={themeIcons} />
              <LanguageSwitch current={visitor.language} labels={labels.language} />
            </div>
          </div>
        </div>

        <div className="mx-auto hidden h-16 max-w-7xl items-center gap-3 px-4 min-[1181px]:flex">
          {logo}
          <nav aria-label={t("common.menu")} className="ms-4 flex flex-1 items-center gap-1">
            <Link href="/home" className={navLink}>
              {t("common.home")}
            </Link>
            {items.has("module") || visitor.module ? (
              <ModuleSwitcher
                modules={modules}
                selectedModuleId={visitor.module?.id ?? null}
                labels={labels.module}
              />
            ) : null}
          </nav>
          {visitor.module && hasLocation ? <HeaderSearch variant="desktop" /> : null}
          <div className="flex items-center gap-1">
            {items.has("track_order") ? (
              <Link href="/track-order" prefetch={false} className={navLink}>
                {t("header.trackOrder")}
              </Link>
            ) : null}
            {items.has("chat") ? (
              <Link href="/chatting" prefetch={false} className={navLink}>
                {t("header.chat")}
              </Link>
            ) : null}
            {items.has("wishlist") ? (
              <WishlistMount site={site} className={navLink} hostsDrawer />
            ) : null}
            {items.has("contact") ? (
              <Link href="/help-and-support" prefetch={false} className={navLink}>
                {t("header.contact")}
              </Link>
            ) : null}
            {items.has("cart") ? (
              <CartButton
                queryKey={shop.cartKey}
                className={navLink}
                locale={visitor.language}
                labels={labels.cartCount}
                icon={<SpriteIcon name="shopping-cart" className="size-5" />}
              />
            ) : null}
            {items.has("profile") ? null : (
              <SignInLink className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-9 items-center rounded-md px-4 text-sm font-medium">
                {t("header.signIn")}
              </SignInLink>
            )}
            <Suspense fallback={null}>
              <AuthHost profile={items.has("profile") ? profile : null} />
            </Suspense>
          </div>
        </div>

        <div className="mx-auto flex h-14 items-center gap-1 px-2 min-[1181px]:hidden">
          <Suspense fallback={logo}>
            <MobileModuleSwitcher
              modules={modules}
              selectedModuleId={visitor.module?.id ?? null}
              logo={logo}
              labels={labels.module}
            />
          </Suspense>
          <LocationButton
            text={locationText}
            label={locationLabel}
            icon={pin}
            className="ms-auto min-w-0 flex-1 justify-end"
            // Below 640 px the logo, the account and the cart leave the text a letter or two: the pin
            // alone says it (the button's name is the whole text).
            textClassName="max-sm:hidden"
          />
          {visitor.module && hasLocation ? <HeaderSearch variant="mobile" /> : null}
          {signedIn ? (
            <Link
              href="/profile?page=profile-settings"
              prefetch={false}
              aria-label={t("header.profile")}
              className="hover:bg-muted inline-flex size-10 shrink-0 items-center justify-center rounded-full"
            >
              <SpriteIcon name="user-round" className="size-5" />
            </Link>
          ) : (
            <SignInLink className="hover:bg-muted inline-flex h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap">
              <SpriteIcon name="user-round" className="size-5" />
              <span className="max-[420px]:sr-only">{t("header.signIn")}</span>
            </SignInLink>
          )}
          {items.has("wishlist") ? (
            <WishlistMount site={site} className={mobileIcon} hostsDrawer={false} />
          ) : null}
          {items.has("cart") ? (
            <CartButton
              queryKey={shop.cartKey}
              className={mobileIcon}
              locale={visitor.language}
              labels={labels.cartCount}
              icon={<SpriteIcon name="shopping-cart" className="size-5" />}
            />
          ) : null}
          <MobileDrawer
            moduleId={visitor.module?.id ?? null}
            signedIn={signedIn}
            theme={visitor.theme}
            language={visitor.language}
            labels={labels.drawer}
            icons={{ menu: <SpriteIcon name="menu" className="size-6" />, theme: themeIcons }}
          />
        </div>
      </header>
      <CashbackMount site={site} />
    </>
  );
}
