"use client";

import type { ComponentProps, MouseEvent } from "react";
import { lazy, Suspense, useRef, useState } from "react";

import type { CurrencyFormat } from "@marketplace/domain";

import { useIntlData } from "~/lib/i18n/messages-provider";
import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { trackOrderHref } from "~/lib/track-order-href";

/** The drawer (SDK, TanStack Query, Sheet; the map after it): fetched on intent only. */
const loadDrawer = () => import("./track-order-drawer");

/** The tracking texts for the drawer, when the page did not send them: also fetched on intent only. */
const loadTexts = () => import("./tracking-messages-client");

const TrackOrderDrawer = lazy(async () => {
  const [{ TrackingMessagesClient }, Drawer] = await Promise.all([
    loadTexts(),
    withIntl(withQueries(loadDrawer().then((module) => module.TrackOrderDrawer))),
  ]);
  function WithTexts(props: ComponentProps<typeof Drawer>) {
    return (
      <TrackingMessagesClient>
        <Drawer {...props} />
      </TrackingMessagesClient>
    );
  }
  return { default: WithTexts };
});

type DrawerProps = ComponentProps<typeof TrackOrderDrawer>;

/** A click that asks for the link in another tab or window, or a download: the browser's, not ours. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 'Track Order': a link to `/track-order` (what it stays without script, or in a new tab), which opens
 * the tracking drawer for one order instead once the page runs. It costs only its click handler until a
 * pointer or focus comes to it (the drawer's code and texts then start loading). Usable from server and
 * client components; a guest's order needs its `contact`.
 */
export function TrackOrderButtonClient({
  orderId,
  contact,
  currency,
  label,
  className,
}: {
  orderId: number;
  contact?: string | undefined;
  currency: CurrencyFormat;
  label: string;
  className: string;
}) {
  const { locale } = useIntlData();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const preload = () => {
    void loadDrawer();
    void loadTexts().then((module) => module.preloadTrackingMessages(locale));
  };
  const drawer: DrawerProps = {
    orderId,
    contact,
    currency,
    open,
    onOpenChange: setOpen,
    returnFocus: () => link.current?.focus(),
  };
  return (
    <>
      <a
        ref={link}
        href={trackOrderHref(orderId, contact)}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="track-order-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </a>
      {requested ? (
        <Suspense fallback={null}>
          <TrackOrderDrawer {...drawer} />
        </Suspense>
      ) : null}
    </>
  );
}
