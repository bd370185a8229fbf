"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";

import { Dialog, DialogContent } from "@marketplace/ui";

import { OtpView } from "./otp-view";

/**
 * The OTP modal on its own (spec A §2), for the features outside the auth modal that ask for a code
 * (the profile's phone or e-mail change): the same `OtpView`, in its own dialog. Load it with
 * `dynamic(() => withIntl(import(...)))`: it needs next-intl's client.
 */
export function OtpDialog({
  onClose,
  ...view
}: ComponentProps<typeof OtpView> & { onClose: () => void }) {
  const t = useTranslations("auth");
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t("close")} className="max-w-md">
        <OtpView key={view.sentAt} {...view} />
      </DialogContent>
    </Dialog>
  );
}
