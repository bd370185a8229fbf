"use client";

import { useEffect, useState } from "react";
import { ClipboardCheck, ClipboardCopy, Share2 } from "lucide-react";

import { notify } from "~/lib/notify/notify";

/** How long the copy button says 'Copied' (the spec: about 1 second). */
const COPIED_FEEDBACK_MS = 1000;
/** How long the referral toasts stay (the spec: 5000 ms). */
const REFERRAL_TOAST_MS = 5000;

export interface ReferralActionLabels {
  copy: string;
  copied: string;
  share: string;
  /** The toast after a copy. */
  copiedToast: string;
  /** The shared message, `{code}` filled in. */
  shareText: string;
  shareTitle: string;
}

/**
 * Copy the referral code ('Copied' for about a second and a 5-second toast) and share it with the Web
 * Share API where the browser has it, else copy. A clipboard failure is logged only (the spec).
 */
export function ReferralCodeActions({
  code,
  labels,
}: {
  code: string;
  labels: ReferralActionLabels;
}) {
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

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      void notify.success(labels.copiedToast, { duration: REFERRAL_TOAST_MS });
    } catch (error) {
      console.warn("Copying the referral code failed", error);
    }
  };

  const share = async () => {
    const data = {
      title: labels.shareTitle,
      text: labels.shareText.replace("{code}", code),
      url: window.location.origin,
    };
    if (typeof navigator.share === "function" && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The customer closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy();
  };

  const button =
    "focus-visible:ring-ring inline-flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-4 font-medium outline-none focus-visible:ring-2 [&_svg]:size-4";
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => void copy()}
        className={`${button} hover:bg-muted border`}
        aria-live="polite"
      >
        {copied ? <ClipboardCheck aria-hidden="true" /> : <ClipboardCopy aria-hidden="true" />}
        {copied ? labels.copied : labels.copy}
      </button>
      <button
        type="button"
        onClick={() => void share()}
        className={`${button} bg-primary text-primary-foreground hover:bg-primary/90`}
      >
        <Share2 aria-hidden="true" />
        {labels.share}
      </button>
    </div>
  );
}
