"use client";

import { useEffect, useId, useMemo } from "react";
import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";

import { IMAGE_TYPES } from "../lib/image-files";

interface ImageInputProps {
  label: string;
  hint: string;
  files: readonly File[];
  /** Several files (identity images) or one (logo, cover, profile). */
  multiple?: boolean;
  required?: boolean;
  /** The preview's shape: the logo square, the cover wide. */
  aspect: "square" | "wide";
  message: string | undefined;
  testId: string;
  onChange: (files: File[]) => void;
}

/**
 * An image field: a labelled file input, then the chosen images cropped to their shape (object-fit),
 * each with a remove button. The previews are object URLs, revoked when they change.
 */
export function ImageInput({
  label,
  hint,
  files,
  multiple = false,
  required = false,
  aspect,
  message,
  testId,
  onChange,
}: ImageInputProps) {
  const t = useTranslations("registration");
  const id = useId();
  const previews = useMemo(
    () => files.map((file) => ({ file, url: URL.createObjectURL(file) })),
    [files],
  );
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  const describedBy = message ? `${id}-hint ${id}-message` : `${id}-hint`;
  return (
    <div className="grid gap-2" data-invalid={message ? true : undefined}>
      <label
        htmlFor={id}
        className={message ? "text-destructive text-sm font-medium" : "text-sm font-medium"}
      >
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        {previews.map(({ file, url }, index) => (
          <figure
            key={url}
            className={
              aspect === "square"
                ? "relative size-24 overflow-hidden rounded-lg border"
                : "relative h-24 w-72 max-w-full overflow-hidden rounded-lg border"
            }
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
            <img
              src={url}
              alt={t("preview", { name: file.name })}
              className="size-full object-cover"
            />
            <button
              type="button"
              className="bg-background/90 text-foreground absolute end-1 top-1 grid size-7 place-items-center rounded-full border"
              aria-label={t("removeImage", { name: file.name })}
              onClick={() => onChange(files.filter((_, at) => at !== index))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </figure>
        ))}
        {multiple || files.length === 0 ? (
          <span className="border-input hover:bg-muted focus-within:ring-ring relative grid size-24 place-items-center rounded-lg border border-dashed text-center text-xs focus-within:ring-2">
            <ImagePlus aria-hidden="true" className="size-6" />
            <span>{multiple ? t("chooseImages") : t("chooseImage")}</span>
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(",")}
              multiple={multiple}
              aria-describedby={describedBy}
              aria-invalid={message ? true : undefined}
              aria-required={required || undefined}
              data-testid={testId}
              className="absolute inset-0 cursor-pointer opacity-0"
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                event.target.value = "";
                onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
              }}
            />
          </span>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-message`} className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
