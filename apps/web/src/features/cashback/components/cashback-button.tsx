"use client";

import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

import type { CurrencyFormat } from "@marketplace/domain";

import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";

const CashbackPanel = dynamic(
  () => withIntl(withQueries(import("./cashback-panel").then((mod) => mod.CashbackPanel))),
  { ssr: false },
);

const noSubscription = () => () => undefined;

/**
 * The floating cashback button (signed-in customers outside parcel, the domain's `showsCashbackButton`):
 * it opens the cashback offers, whose code (SDK, TanStack Query, dialog) loads on the first intent. It is
 * placed over the page (a portal), so it shows on every screen width.
 */
export function CashbackButton({
  label,
  icon,
  currency,
}: {
  label: string;
  icon: ReactNode;
  currency: CurrencyFormat;
}) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  const prepare = () => setWanted(true);
  return createPortal(
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        data-testid="cashback-button"
        className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring fixed end-4 bottom-20 z-30 inline-flex h-12 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-medium shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-offset-2 [&_svg]:size-5"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {icon}
        <span className="max-sm:sr-only">{label}</span>
      </button>
      {wanted ? (
        <CashbackPanel open={open} onOpenChange={setOpen} currency={currency} opener={buttonRef} />
      ) : null}
    </>,
    document.body,
  );
}
