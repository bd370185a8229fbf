"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

/**
 * 'Do you want to login or continue as a guest?' (spec A §2, §4 checkout entry): Guest continues to the
 * checkout; Login opens the auth modal on the checkout. (Sign Up waits for the storefront's sign-up
 * page, which no route serves yet.) `href` is the checkout's own address (the cart's or a buy-now one).
 */
export function GuestPrompt({ href }: { href: string }) {
  const t = useTranslations("checkout.guestPrompt");
  const close = useTranslations("checkout");
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const go = (target: string) => {
    setOpen(false);
    router.replace(target);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : go(href))}>
      <DialogContent closeLabel={close("close")} data-testid="guest-prompt">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("body")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => go(`${href}&auth=sign-in`)}>
            {t("login")}
          </Button>
          <Button type="button" onClick={() => go(href)}>
            {t("guest")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
