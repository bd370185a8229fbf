import type { ProfileEditLabels } from "./profile-edit-form";

/**
 * The profile photo's field: the cropped preview, the file input (jpg, png, jpeg or gif), the 1:1 hint and
 * the photo's error. The form checks and crops the chosen file.
 */
export function ProfilePhotoField({
  id,
  preview,
  error,
  labels,
  labelClassName,
  onChoose,
}: {
  id: string;
  /** The cropped photo's object URL, null before one is chosen. */
  preview: string | null;
  error: string | undefined;
  labels: Pick<ProfileEditLabels, "choosePhoto" | "photoHint" | "photoPreview">;
  labelClassName: string;
  onChoose: (file: File | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className={labelClassName} id={`${id}-label`}>
        {labels.choosePhoto}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the cropped photo
          <img
            src={preview}
            alt={labels.photoPreview}
            width={80}
            height={80}
            data-testid="photo-preview"
            className="size-20 rounded-full border object-cover"
          />
        ) : null}
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className="text-sm file:me-3 file:rounded-md file:border file:bg-transparent file:px-3 file:py-1.5"
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {labels.photoHint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
