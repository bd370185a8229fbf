"use client";

import type { ComponentProps } from "react";
import { lazy, Suspense, useRef, useState } from "react";

import type { CurrencyFormat } from "@marketplace/domain";

import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";

/** The drawer (SDK, TanStack Query, Sheet; the map after it): fetched on intent only. */
const loadDrawer = () => import("./track-order-drawer");

const TrackOrderDrawer = lazy(async () => ({
  default: await withIntl(withQueries(loadDrawer().then((module) => module.TrackOrderDrawer))),
}));

type DrawerProps = ComponentProps<typeof TrackOrderDrawer>;

/**
 * A 'Track Order' button that opens the tracking drawer for one order. It costs only its click handler
 * until a pointer or focus comes to it (the drawer's code then starts loading).
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
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadDrawer();
  };
  const drawer: DrawerProps = {
    orderId,
    contact,
    currency,
    open,
    onOpenChange: setOpen,
    returnFocus: () => button.current?.focus(),
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="track-order-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <TrackOrderDrawer {...drawer} />
        </Suspense>
      ) : null}
    </>
  );
}
