"use client";

import { useId, useRef, useState } from "react";
import { CheckCircle2, ImagePlus, MapPin } from "lucide-react";

import type { PrescriptionOrderBody } from "@marketplace/api-client";

import type { PickedImage } from "./image-previews";
import type { FormLooks, PrescriptionFormLabels } from "./prescription-labels";
import { trackOrderHref } from "~/lib/track-order-href";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { ImagePreviews } from "./image-previews";
import { placePrescription } from "./place-prescription";
import { contactProblems, imagesProblem } from "./prescription-problems";

interface PrescriptionFormProps {
  storeId: number;
  storePath: string;
  distanceKm: number;
  location: { address: string; latitude: number; longitude: number };
  contact: { name: string; phone: string };
  /** Whether the business takes delivery-man tips (config `dm_tips_status`). */
  tips: boolean;
  labels: PrescriptionFormLabels;
  looks: FormLooks;
}

type ContactField = "name" | "phone" | "email";

/**
 * The prescription form: images (1 to 3, each a JPG, PNG or GIF of at most 2 MB) with previews, a note,
 * the contact, tips; delivered to the visitor's location. Posted multipart with one idempotency key per
 * distinct form.
 */
export function PrescriptionForm({
  storeId,
  storePath,
  distanceKm,
  location,
  contact,
  tips: tipsEnabled,
  labels,
  looks,
}: PrescriptionFormProps) {
  const visitor = useVisitor();
  const guest = !visitor.signedIn;
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<PickedImage[]>([]);

  const [imageError, setImageError] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [name, setName] = useState(contact.name);
  const [phone, setPhone] = useState(contact.phone);
  const [email, setEmail] = useState("");
  const [tips, setTips] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<number | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const word = (code: string) => labels.problems[code] ?? code;

  const addImages = async (files: File[]) => {
    if (files.length === 0) return;
    const problem = await imagesProblem([...images.map((image) => image.file), ...files], files);
    if (problem) {
      setImageError(word(problem));
      return;
    }
    setImageError(null);
    const added = await Promise.all(
      files.map(async (file) => ({ file, url: await dataUrlOf(file) })),
    ).catch(() => null);
    if (!added) {
      setImageError(word("photo_invalid"));
      return;
    }
    setImages((current) => [...current, ...added]);
  };

  const submit = async () => {
    const [imageProblem, contactErrors] = await Promise.all([
      imagesProblem(
        images.map((image) => image.file),
        [],
      ),
      contactProblems({ name, phone, email }, guest),
    ]);
    setImageError(imageProblem ? word(imageProblem) : null);
    setErrors(
      Object.fromEntries(Object.entries(contactErrors).map(([field, code]) => [field, word(code)])),
    );
    if (imageProblem) {
      fileInput.current?.focus();
      return;
    }
    if (Object.keys(contactErrors).length > 0) {
      document.querySelector<HTMLElement>(`[data-form="${id}"] [aria-invalid="true"]`)?.focus();
      return;
    }
    const tipAmount = Number(tips);
    const body: PrescriptionOrderBody = {
      store_id: storeId,
      distance: distanceKm,
      address: location.address,
      latitude: location.latitude,
      longitude: location.longitude,
      order_note: note.trim() === "" ? undefined : note.trim(),
      dm_tips: tipsEnabled && Number.isFinite(tipAmount) && tipAmount > 0 ? tipAmount : undefined,
      contact_person_name: name.trim(),
      contact_person_number: phone.trim(),
      contact_person_email: email.trim() === "" ? undefined : email.trim(),
    };
    const signature = JSON.stringify([
      body,
      images.map(({ file }) => [file.name, file.size, file.lastModified]),
    ]);
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, key: crypto.randomUUID() };
    setPlacing(true);
    try {
      const answer = await placePrescription(
        visitor,
        body,
        images.map((image) => image.file),
        attempt.current.key,
      );
      setPlaced(answer.order_id);
    } catch {
      // The shared error handler shows the server's message; the form stays as it is.
    } finally {
      setPlacing(false);
    }
  };

  if (placed !== null) {
    return (
      <section
        role="status"
        aria-labelledby={`${id}-placed`}
        className="bg-card flex flex-col items-center gap-3 rounded-xl border p-6 text-center"
        data-testid="prescription-result"
      >
        <CheckCircle2 aria-hidden="true" className="text-primary size-12" />
        <h2 id={`${id}-placed`} className="text-xl font-semibold">
          {labels.placed}
        </h2>
        <p>
          {labels.orderId}{" "}
          <span className="font-semibold tabular-nums" data-testid="prescription-order-id">
            <bdi>{placed}</bdi>
          </span>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <a
            href={trackOrderHref(placed, guest ? phone.trim() : null)}
            className="bg-primary text-primary-foreground rounded-md px-4 py-2 text-sm font-medium"
          >
            {labels.trackOrder}
          </a>
          <a href={storePath} className="rounded-md border px-4 py-2 text-sm font-medium">
            {labels.backToStore}
          </a>
        </div>
      </section>
    );
  }

  const field = (name: ContactField) => `${id}-${name}`;
  const fieldError = (name: ContactField) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      data-form={id}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!placing) void submit();
      }}
    >
      <FieldsOnceHydrated>
        <section
          aria-labelledby={`${id}-images`}
          className="bg-card flex flex-col gap-3 rounded-xl border p-4 md:p-6"
        >
          <h2 id={`${id}-images`} className="text-lg font-semibold">
            {labels.images}
          </h2>
          <p id={`${id}-images-hint`} className="text-muted-foreground text-sm">
            {labels.imagesHint}
          </p>
          <ImagePreviews
            images={images}
            previewLabel={labels.preview}
            removeLabel={labels.removeImage}
            onRemove={(index) => {
              setImages((current) => current.filter((_, position) => position !== index));
              setImageError(null);
            }}
          />
          <div>
            <label
              htmlFor={`${id}-file`}
              className="hover:bg-muted focus-within:ring-ring inline-flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium focus-within:ring-2"
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              {labels.addImages}
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/gif"
              multiple
              className="sr-only"
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? `${id}-images-error` : `${id}-images-hint`}
              data-testid="prescription-file"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = "";
                void addImages(files);
              }}
            />
          </div>
          {imageError ? (
            <p id={`${id}-images-error`} role="alert" className="text-destructive text-sm">
              {imageError}
            </p>
          ) : null}
        </section>
        <section
          aria-labelledby={`${id}-contact`}
          className="bg-card flex flex-col gap-4 rounded-xl border p-4 md:p-6"
        >
          <h2 id={`${id}-contact`} className="text-lg font-semibold">
            {labels.contact}
          </h2>
          <p className="flex items-start gap-2 text-sm" data-testid="prescription-address">
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-medium">{labels.deliverTo}: </span>
              <bdi>{location.address}</bdi>
            </span>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={field("name")} className="text-sm font-medium">
                {labels.name}
              </label>
              <input
                className={looks.input}
                id={field("name")}
                autoComplete="name"
                value={name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${field("name")}-error` : undefined}
                onChange={(event) => setName(event.target.value)}
              />
              {fieldError("name")}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={field("phone")} className="text-sm font-medium">
                {labels.phone}
              </label>
              <input
                className={looks.input}
                id={field("phone")}
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={errors.phone ? `${field("phone")}-error` : undefined}
                onChange={(event) => setPhone(event.target.value)}
              />
              {fieldError("phone")}
            </div>
            {guest ? (
              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <label htmlFor={field("email")} className="text-sm font-medium">
                  {labels.email}
                </label>
                <input
                  className={looks.input}
                  id={field("email")}
                  type="email"
                  dir="ltr"
                  inputMode="email"
                  autoComplete="email"
                  value={email}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${field("email")}-error` : undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {fieldError("email")}
              </div>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              {labels.note}
            </label>
            <textarea
              className={looks.textarea}
              id={`${id}-note`}
              rows={3}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {tipsEnabled ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-tips`} className="text-sm font-medium">
                {labels.tips}
              </label>
              <input
                id={`${id}-tips`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                dir="ltr"
                className={`${looks.input} max-w-40`}
                value={tips}
                aria-describedby={`${id}-tips-hint`}
                onChange={(event) => setTips(event.target.value)}
              />
              <p id={`${id}-tips-hint`} className="text-muted-foreground text-xs">
                {labels.tipsHint}
              </p>
            </div>
          ) : null}
        </section>
        <button
          type="submit"
          className={`${looks.button} w-full sm:w-auto sm:self-end`}
          disabled={placing}
          aria-busy={placing || undefined}
        >
          {placing ? labels.placing : labels.place}
        </button>
      </FieldsOnceHydrated>
    </form>
  );
}

/** The file as a data URL, for its preview (nothing to free afterwards, unlike an object URL). */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () => {
      resolve(typeof reader.result === "string" ? reader.result : "");
    });
    reader.addEventListener("error", () => {
      reject(reader.error ?? new Error("The image could not be read."));
    });
    reader.readAsDataURL(file);
  });
}
