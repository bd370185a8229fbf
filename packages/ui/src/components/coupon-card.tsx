"use client";

import { useEffect, useState } from "react";
import { Check, Copy, TicketPercent } from "lucide-react";

import { cx } from "../lib/cx";

/** How long the copy button says 'Copied' (the spec: about 1 second). */
const COPIED_FEEDBACK_MS = 1000;

type CouponCardProps = {
  code: string;
  /** e.g. '10% off' or '$5.00 off'. */
  title: string;
  /** e.g. 'Min purchase $20.00'. */
  description?: string;
  /** e.g. 'Valid until 31 Dec 2026'. */
  validityText?: string;
  /** Copies the code; defaults to the browser clipboard. */
  copy?: (code: string) => Promise<void>;
  copyLabel?: string;
  copiedLabel?: string;
  className?: string;
};

function clipboardCopy(code: string): Promise<void> {
  return navigator.clipboard.writeText(code);
}

/** A coupon with its code and a copy button that says 'Copied' for about a second. */
function CouponCard({
  code,
  title,
  description,
  validityText,
  copy = clipboardCopy,
  copyLabel = "Copy code",
  copiedLabel = "Copied",
  className,
}: CouponCardProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => {
      setCopied(false);
    }, COPIED_FEEDBACK_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);

  return (
    <article
      data-slot="coupon-card"
      className={cx(
        "bg-card text-card-foreground relative flex items-stretch overflow-hidden rounded-lg border",
        className,
      )}
    >
      <div className="bg-primary-soft grid w-16 shrink-0 place-items-center border-e border-dashed">
        <TicketPercent aria-hidden="true" className="size-7" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <h3 className="text-base font-semibold">{title}</h3>
        {description === undefined ? null : (
          <p className="text-muted-foreground text-xs">{description}</p>
        )}
        {validityText === undefined ? null : (
          <p className="text-muted-foreground text-xs">{validityText}</p>
        )}
        <div className="mt-1 flex items-center gap-2">
          <code className="bg-muted rounded-sm px-2 py-1 font-mono text-sm font-semibold tracking-wider">
            {code}
          </code>
          <button
            type="button"
            className="hover:bg-muted focus-visible:ring-ring inline-flex h-8 cursor-pointer items-center gap-1 rounded-md border px-2 text-xs font-medium outline-none focus-visible:ring-2 [&_svg]:size-3.5"
            onClick={() => {
              void copy(code).then(
                () => {
                  setCopied(true);
                },
                () => {
                  setCopied(false);
                },
              );
            }}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? copiedLabel : copyLabel}
          </button>
          <span role="status" className="sr-only">
            {copied ? copiedLabel : ""}
          </span>
        </div>
      </div>
    </article>
  );
}

export { COPIED_FEEDBACK_MS, CouponCard };
export type { CouponCardProps };
