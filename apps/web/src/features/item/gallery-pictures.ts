/** Pictures of the item gallery and of review photos: which to show, and stepping through them. */

/** A picture to show; `label` names it among the others ('Picture 2 of 3'). */
export interface GalleryPicture {
  src: string;
  alt: string;
  label: string;
}

/** The texts of the gallery and its zoom dialog (plain strings: the server can hand them over). */
export interface GalleryLabels {
  zoomIn: string;
  zoomOut: string;
  previous: string;
  next: string;
  close: string;
  /** The thumbnail list's name. */
  thumbnails: string;
}

/** The gallery shows at most this many thumbnails (spec: up to 5). */
export const MAX_THUMBNAILS = 5;

/**
 * The distinct pictures (the API repeats the main image in `images`), the first `max` of them.
 * @example distinctPictures([{ src: "a" }, { src: "a" }, { src: "b" }]) // [{ src: "a" }, { src: "b" }]
 */
export function distinctPictures<Picture extends { src: string }>(
  pictures: readonly Picture[],
  max = MAX_THUMBNAILS,
): Picture[] {
  const seen = new Set<string>();
  return pictures
    .filter((picture) => {
      if (seen.has(picture.src)) return false;
      seen.add(picture.src);
      return true;
    })
    .slice(0, max);
}

/**
 * The next index when stepping by `delta` through `count` pictures, wrapping at both ends.
 * @example stepIndex(0, -1, 3) // 2
 */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

const PAN = 10;
const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Moves a magnified picture's pan point by one arrow key (10 % a step, kept within the picture).
 * @example panStep({ x: 50, y: 50 }, "ArrowRight") // { x: 60, y: 50 }
 */
export function panStep(at: { x: number; y: number }, key: string): { x: number; y: number } {
  const dx = key === "ArrowRight" ? PAN : key === "ArrowLeft" ? -PAN : 0;
  const dy = key === "ArrowDown" ? PAN : key === "ArrowUp" ? -PAN : 0;
  return { x: clampPercent(at.x + dx), y: clampPercent(at.y + dy) };
}

/** The item messages the gallery uses. */
type GalleryKey =
  "zoomIn" | "zoomOut" | "previousPicture" | "nextPicture" | "close" | "zoomArea" | "thumbnails";
type Translate = (key: GalleryKey) => string;

/** The gallery's texts from the `item` messages (server `getTranslations` or client `useTranslations`). */
export function galleryLabels(t: Translate): GalleryLabels {
  return {
    zoomIn: t("zoomIn"),
    zoomOut: t("zoomOut"),
    previous: t("previousPicture"),
    next: t("nextPicture"),
    close: t("close"),
    thumbnails: t("thumbnails"),
  };
}

/**
 * Pictures named by their place among the others, from their sources (distinct, at most 5).
 * @example labelledPictures(["a.svg", "a.svg", "b.svg"], "Milk", (p, n) => `${p}/${n}`)
 * // [{ src: "a.svg", alt: "Milk", label: "1/2" }, { src: "b.svg", alt: "Milk", label: "2/2" }]
 */
export function labelledPictures(
  sources: readonly string[],
  alt: string,
  label: (position: number, total: number) => string,
): GalleryPicture[] {
  const distinct = distinctPictures(sources.map((src) => ({ src })));
  return distinct.map(({ src }, index) => ({
    src,
    alt,
    label: label(index + 1, distinct.length),
  }));
}
