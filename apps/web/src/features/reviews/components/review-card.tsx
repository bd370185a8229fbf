"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";

import { isHttpError } from "@marketplace/api-client";
import {
  submitDeliveryManReviewMutationOptions,
  submitItemReviewMutationOptions,
} from "@marketplace/api-client/query";
import { checkReviewInput } from "@marketplace/domain";
import { Button, Label, Textarea } from "@marketplace/ui";

import type { ReviewTarget } from "./review-forms";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { StarInput } from "./star-input";

type InputError =
  "review_rating_required" | "review_comment_required" | "review_max_photos" | "photo_invalid";

/**
 * One review: stars, comment and up to 3 photos (sent through the same-origin proxy as multipart). A
 * second review of the same item or courier is refused by the API (403, code 'review'): the card then
 * says so instead of the form.
 */
export function ReviewCard({
  kind,
  orderId,
  target,
}: {
  kind: "item" | "courier";
  orderId: number;
  target: ReviewTarget;
}) {
  const t = useTranslations("reviews");
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [inputError, setInputError] = useState<InputError | null>(null);
  const item = useMutation({
    ...submitItemReviewMutationOptions(client, queryClient),
    meta: { silent: true },
  });
  const courier = useMutation({
    ...submitDeliveryManReviewMutationOptions(client, queryClient),
    meta: { silent: true },
  });
  const mutation = kind === "item" ? item : courier;
  const error = mutation.error;
  const already =
    isHttpError(error) &&
    error.status === 403 &&
    error.errors.some((entry) => entry.code === "review");
  const headingId = `${id}-title`;
  const errorId = `${id}-error`;

  if (mutation.isSuccess || already) {
    return (
      <article
        aria-labelledby={headingId}
        className="bg-card flex items-center gap-3 rounded-xl border p-4"
        data-testid={`review-${kind}-${String(target.id)}`}
      >
        <CheckCircle2 aria-hidden="true" className="text-success size-6 shrink-0" />
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            <bdi>{target.name}</bdi>
          </h3>
          <p role="status">{already ? t("alreadyReviewed") : t("submitted")}</p>
        </div>
      </article>
    );
  }

  const serverMessage =
    error && !already
      ? isHttpError(error)
        ? (error.messages[0] ?? t("failed"))
        : t("failed")
      : null;
  const shownError = inputError ? t(inputError) : serverMessage;

  return (
    <article
      aria-labelledby={headingId}
      className="bg-card rounded-xl border p-4"
      data-testid={`review-${kind}-${String(target.id)}`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const check = checkReviewInput({
            rating,
            comment,
            photos,
            commentRequired: kind === "courier",
          });
          if (check.code !== "ok") {
            setInputError(check.code);
            return;
          }
          setInputError(null);
          if (kind === "item") {
            item.mutate({
              body: {
                item_id: target.id,
                order_id: orderId,
                rating: check.rating,
                ...(check.comment === undefined ? {} : { comment: check.comment }),
              },
              attachments: photos,
            });
          } else {
            courier.mutate({
              body: {
                delivery_man_id: target.id,
                order_id: orderId,
                rating: check.rating,
                comment: check.comment ?? "",
              },
              attachments: photos,
            });
          }
        }}
      >
        <div className="flex items-center gap-3">
          {target.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- API image URLs of any host
            <img
              src={target.imageUrl}
              alt=""
              width={56}
              height={56}
              className="bg-muted size-14 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <h3 id={headingId} className="min-w-0 font-semibold break-words">
            <bdi>{target.name}</bdi>
          </h3>
        </div>
        <StarInput
          name={`${id}-rating`}
          legend={t("rating")}
          value={rating}
          onChange={setRating}
          invalid={inputError === "review_rating_required"}
          describedBy={shownError ? errorId : undefined}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-comment`}>{t("comment")}</Label>
          <Textarea
            id={`${id}-comment`}
            value={comment}
            placeholder={t("commentPlaceholder")}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={inputError === "review_comment_required"}
            aria-describedby={shownError ? errorId : undefined}
            rows={3}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-photos`}>{t("photos")}</Label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            multiple
            aria-describedby={`${id}-photos-hint`}
            aria-invalid={inputError === "review_max_photos" || inputError === "photo_invalid"}
            className="file:bg-muted file:text-foreground text-sm file:me-3 file:rounded-md file:border-0 file:px-3 file:py-2"
            onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          />
          <p id={`${id}-photos-hint`} className="text-muted-foreground text-xs">
            {t("photosHint")}
            {photos.length > 0 ? ` ${t("photosChosen", { count: photos.length })}` : null}
          </p>
        </div>
        {shownError ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {shownError}
          </p>
        ) : null}
        <Button type="submit" loading={mutation.isPending} className="self-start">
          {t("submit")}
        </Button>
      </form>
    </article>
  );
}
