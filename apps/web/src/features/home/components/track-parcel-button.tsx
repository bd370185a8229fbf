"use client";

import { lazy, Suspense, useRef, useState } from "react";

import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";

/** The drawer module: the SDK, the tracking rules and the Sheet; fetched on first intent only. */
const loadDrawer = () => import("./track-parcel-drawer");

const TrackParcelDrawer = lazy(async () => ({
  default: await withIntl(withQueries(loadDrawer().then((module) => module.TrackParcelDrawer))),
}));

/**
 * The parcel home's 'Track Order' button. It is in the page's HTML and costs no script beyond its
 * click handler; the drawer (SDK, schemas, form) starts loading when a pointer or focus comes to the
 * button and opens on click. Closing hands focus back to the button.
 */
export function TrackParcelButton({
  signedIn,
  label,
  className,
}: {
  signedIn: boolean;
  label: string;
  /** ui's `buttonVariants({ size: "lg" })`, from the server. */
  className: string;
}) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadDrawer();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="track-parcel"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
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
          <TrackParcelDrawer
            signedIn={signedIn}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
