"use client";

import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";

import type { WishlistTarget } from "@marketplace/api-client";
import { Button } from "@marketplace/ui";

import { assetUrl } from "~/lib/asset-url";
import { wishlistBus } from "../wishlist-bus";

const PLACEHOLDER_IMAGE = "/placeholder.svg";

/**
 * One favourite: picture and name (opening the item or the store), and Delete, which asks 'Are you sure
 * you want to delete this item?' inside the drawer before removing it.
 */
export function WishlistRow({
  target,
  name,
  image,
  detail,
  href,
  onOpen,
  onNavigate,
  confirming,
  setConfirming,
}: {
  /** Whether the delete question shows (the drawer keeps it, so Escape closes the question first). */
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
  target: WishlistTarget;
  name: string;
  image: string | null | undefined;
  detail?: string | null | undefined;
  /** A page to go to (stores; items in ecommerce), or `onOpen` (the item dialog). */
  href?: string;
  onOpen?: () => void;
  onNavigate: () => void;
}) {
  const t = useTranslations("wishlist");
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const picture = (
    // eslint-disable-next-line @next/next/no-img-element -- same-origin storage picture, sized by CSS
    <img
      src={assetUrl(image) ?? PLACEHOLDER_IMAGE}
      alt=""
      className="bg-muted size-14 shrink-0 rounded-md object-cover"
    />
  );
  const text = (
    <span className="flex min-w-0 flex-col">
      <span className="truncate text-sm font-medium">{name}</span>
      {detail ? <span className="text-muted-foreground truncate text-xs">{detail}</span> : null}
    </span>
  );
  const opener =
    "focus-visible:ring-ring flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md text-start outline-none focus-visible:ring-2";

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="wishlist-row">
      <div className="flex items-center gap-2">
        {href === undefined ? (
          <button type="button" className={opener} onClick={onOpen}>
            {picture}
            {text}
          </button>
        ) : (
          <Link href={href} prefetch={false} className={opener} onClick={onNavigate}>
            {picture}
            {text}
          </Link>
        )}
        <button
          ref={deleteRef}
          type="button"
          aria-label={t("deleteNamed", { name })}
          aria-expanded={confirming}
          className="text-destructive hover:bg-muted focus-visible:ring-ring grid size-9 shrink-0 cursor-pointer place-items-center rounded-md outline-none focus-visible:ring-2"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={questionId}
          className="bg-muted flex flex-col gap-2 rounded-md p-3"
          data-testid="wishlist-confirm"
        >
          <p id={questionId} className="text-sm">
            {t("deleteConfirm")}
          </p>
          <div className="flex justify-end gap-2">
            <Button
              ref={cancelRef}
              variant="outline"
              size="sm"
              onClick={() => setConfirming(false)}
            >
              {t("cancel")}
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => {
                setConfirming(false);
                void wishlistBus.run({ target, add: false });
              }}
            >
              {t("delete")}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
