import { MessageCircle } from "lucide-react";

/** A party's image (store logo), else its initial. */
export function PartyAvatar({ name, image }: { name: string; image: string | null }) {
  const initial = [...name.trim()][0];
  return (
    <span
      aria-hidden="true"
      className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full text-sm font-semibold"
    >
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- same-origin /storage image
        <img src={image} alt="" width={40} height={40} className="size-10 object-cover" />
      ) : initial ? (
        initial.toUpperCase()
      ) : (
        <MessageCircle className="size-5" />
      )}
    </span>
  );
}
