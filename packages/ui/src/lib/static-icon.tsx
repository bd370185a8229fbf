import type { ComponentProps } from "react";

import type { IconNode } from "./icon-node";
import { IconShapes } from "./icon-node";

/*
 * An icon drawn as plain SVG from its shapes, as lucide draws its icons (24 × 24, a 2 px round stroke in
 * the text colour). lucide-react's components are client components (they read a React context), so each
 * one rendered by a server component hydrates in the browser and brings lucide's runtime into the page's
 * first load; this renders to static markup in a server component and in a client one alike. It holds no
 * shapes: callers pass theirs, so a chunk carries only the icons it draws.
 */

type StaticIconProps = Omit<ComponentProps<"svg">, "children"> & { node: IconNode };

/** A decorative icon (hidden from assistive technology: the text or control beside it has the name). */
function StaticIcon({ node, ...props }: StaticIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <IconShapes node={node} />
    </svg>
  );
}

export { StaticIcon };
export type { StaticIconProps };
