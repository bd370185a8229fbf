"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { profileQueryOptions } from "@marketplace/api-client/query";
import { welcomeOffer } from "@marketplace/domain";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import { useBrowserClient } from "~/lib/api/use-browser-client";

/**
 * The welcome modal for a new sign-up (spec A §4): the first-order discount and its validity when the
 * profile says so (domain `welcomeOffer`); closing it clears the flag.
 */
export function WelcomeModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  const client = useBrowserClient();
  const profile = useQuery({ ...profileQueryOptions(client), meta: { silent: true } });
  const offer = welcomeOffer(profile.data);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t("auth.close")} className="max-w-sm text-center">
        <DialogHeader>
          <DialogTitle>{t("auth.welcomeTitle")}</DialogTitle>
          <DialogDescription>{t("auth.welcomeText")}</DialogDescription>
        </DialogHeader>
        {offer ? (
          <p
            className="bg-muted rounded-md px-3 py-2 text-sm font-medium"
            data-testid="welcome-offer"
          >
            {offer.validity === null
              ? t("auth.firstOrderDiscount")
              : t("domain.first_order_discount", { validity: offer.validity })}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" className="w-full" onClick={onClose}>
            {t("auth.welcomeClose")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
