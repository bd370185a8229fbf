"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";

import {
  Button,
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

/**
 * 'Do you want to login or continue as a guest?' (spec A §2, §4 checkout entry) with Guest, Login and
 * Sign Up: Guest continues to the checkout; Login opens the auth modal on the checkout; Sign Up goes to
 * the sign-up page (which, as the spec's sign-up success says, goes on to /interest or /home: it takes
 * no return address). `href` is the checkout's own address (the cart's or a buy-now one).
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
          <Link
            href="/sign-up"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => setOpen(false)}
          >
            {t("signUp")}
          </Link>
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
