import type { ModuleType } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import { ModuleGlyph } from "./module-glyph";

/** The module's icon from the API, or its glyph when the API has none. Decorative: the name is shown beside it. */
export function ModuleIcon({
  icon,
  type,
  className,
}: {
  icon: string | null;
  type: ModuleType;
  className?: string;
}) {
  if (icon) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a plain picture: next/image would add its client code to every page's first load
      <img
        loading="lazy"
        decoding="async"
        src={icon}
        alt=""
        width={32}
        height={32}
        className={cn("size-8 object-contain", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-8 items-center justify-center", className)}
    >
      <ModuleGlyph type={type} className="size-6" />
    </span>
  );
}
