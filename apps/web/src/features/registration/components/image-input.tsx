"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";

import { onDemand } from "~/lib/lazy/on-demand";
import { IMAGE_TYPES } from "../lib/image-files";

/** The cropper (react-easy-crop) is downloaded when a file is picked, never with the page. */
const ImageCropper = onDemand(() => import("./image-cropper").then((mod) => mod.ImageCropper));

interface ImageInputProps {
  label: string;
  hint: string;
  files: readonly File[];
  /** Several files (identity images) or one (logo, cover, profile). */
  multiple?: boolean;
  required?: boolean;
  /** The preview's shape: the logo square, the cover wide (3:1). */
  aspect: "square" | "wide";
  /** Open the cropper on the chosen image (one file only): the part framed at `aspect` is kept and sent. */
  crop?: boolean;
  message: string | undefined;
  testId: string;
  onChange: (files: File[]) => void;
}

/**
 * An image field: a labelled file input, then the chosen images shown in their shape, each with a remove
 * button. With `crop`, a picked image opens the cropper, and the framed part is cropped in the browser (what
 * the preview shows is what is sent; Cancel keeps nothing); otherwise the preview only fits it
 * (object-fit). The previews are object URLs, revoked when they change. After the cropper, the focus goes
 * to the new preview's remove button (applied) or back to the file input (cancelled).
 */
export function ImageInput({
  label,
  hint,
  files,
  multiple = false,
  required = false,
  aspect,
  crop = false,
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
  const [picked, setPicked] = useState<File | null>(null);
  /** Where the focus goes once the cropper has closed and the field has rendered again. */
  const focusNext = useRef<"input" | "remove" | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusNext.current === null || picked) return;
    root.current
      ?.querySelector<HTMLElement>(
        focusNext.current === "input" ? "input[type=file]" : "figure button",
      )
      ?.focus();
    focusNext.current = null;
  }, [picked, files]);
  const describedBy = message ? `${id}-hint ${id}-message` : `${id}-hint`;
  return (
    <div ref={root} className="grid gap-2" data-invalid={message ? true : undefined}>
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
                const [first] = chosen;
                if (multiple || !crop || !first)
                  onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
                else setPicked(first);
              }}
            />
          </span>
        ) : null}
      </div>
      {picked ? (
        <ImageCropper
          file={picked}
          shape={aspect}
          onApply={(cropped) => {
            focusNext.current = "remove";
            setPicked(null);
            onChange([cropped]);
          }}
          onCancel={() => {
            focusNext.current = "input";
            setPicked(null);
          }}
        />
      ) : null}
      {message ? (
        <p id={`${id}-message`} className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
