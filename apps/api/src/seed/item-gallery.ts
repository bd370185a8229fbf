/**
 * More pictures for a share of the items in every module, so the item gallery's thumbnails (up to
 * 5) and zoom show in the demo: every third item gets 2–5 pictures — its main picture plus other
 * views of the same product (the other side, a close-up, tilted, a pair; in the shop and pharmacy
 * modules a colour variant too). Drawn like the main pictures (`render-images.ts`): shapes only.
 * No random draws, so the rest of the seed stays as it was.
 */
import type { DemoData, ImageFn } from "./demo-data";

/** How a further picture shows the product. */
export type GalleryView = "side" | "close" | "tilt" | "pair" | "tone";

/** The views of each module, in the order the item's pictures take them. */
const foodViews: GalleryView[] = ["side", "close", "tilt", "pair"];
const shopViews: GalleryView[] = ["tone", "side", "close", "tilt"];

/** Every third item; its picture count runs 2, 3, 4, 5 through those items. */
export function galleryPictureCount(itemId: number): number {
  return itemId % 3 === 0 ? 2 + ((itemId / 3) % 4) : 1;
}

/** Adds the further pictures to the items chosen (`images` keeps the main picture first). */
export function addItemGalleries(data: DemoData, image: ImageFn): void {
  const moduleTypes = new Map(data.modules.map((module) => [module.id, module.moduleType]));
  for (const item of data.items) {
    const count = galleryPictureCount(item.id ?? 0);
    const main = item.image;
    if (count < 2 || typeof main !== "string") continue;
    const emoji = main.replace(/\.svg$/, "");
    const type = moduleTypes.get(item.moduleId);
    const views = type === "ecommerce" || type === "pharmacy" ? shopViews : foodViews;
    item.images = [
      main,
      ...views.slice(0, count - 1).map((view) =>
        image({
          folder: "product",
          file: `${emoji}-${view}.svg`,
          kind: "view",
          emoji,
          view,
          background: viewBackground[view],
        }),
      ),
    ];
  }
}

const viewBackground: Record<GalleryView, string> = {
  side: "#EEF4FB",
  close: "#FDF1E7",
  tilt: "#F1F8EE",
  pair: "#F6F0FA",
  tone: "#F3F3F1",
};

/** The emoji (a 32×32 drawing) transformed for the view, inside a 512×512 picture. */
export function viewArt(view: GalleryView, body: string): string {
  const at = (transform: string) => `<g transform="${transform}">${body}</g>`;
  switch (view) {
    case "side":
      // The other side: mirrored, on a floor shadow.
      return `<ellipse cx="256" cy="430" rx="150" ry="22" fill="#000000" opacity="0.08"/>${at("translate(416 96) scale(-10 10)")}`;
    case "close":
      // A close-up: the picture's centre magnified, cut at the edges.
      return at("translate(-64 -64) scale(20)");
    case "tilt":
      // Turned a quarter of the way, lying on its shadow.
      return `<ellipse cx="256" cy="440" rx="170" ry="20" fill="#000000" opacity="0.08"/>${at("rotate(-18 256 256) translate(96 96) scale(10)")}`;
    case "pair":
      // Two of them, side by side.
      return `<defs><g id="v">${body}</g></defs><use href="#v" transform="translate(40 140) scale(7)"/><use href="#v" transform="translate(248 180) scale(7)"/>`;
    case "tone":
      // A colour variant: the same product in another colour.
      return `<defs><filter id="t"><feColorMatrix type="hueRotate" values="150"/></filter></defs><g filter="url(#t)">${at("translate(96 96) scale(10)")}</g>`;
  }
}
