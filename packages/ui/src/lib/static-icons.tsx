import type { ComponentProps } from "react";

import { SPRITE_ICONS } from "../components/icon-sprite";

/*
 * The few icons the server-rendered cards draw (rating stars, distance pin, delivery clock) as plain
 * SVG. lucide-react's components are client components (they read a React context), so each one
 * rendered by a server component would hydrate in the browser; these render to static markup.
 * Pin (the sprite's) and clock path data from lucide-react (ISC licence), the package the interactive
 * components use.
 */

type StaticIconProps = Omit<ComponentProps<"svg">, "children">;

function StaticIcon({
  paths,
  circles = [],
  className,
  ...props
}: StaticIconProps & {
  paths: readonly string[];
  circles?: readonly { cx: number; cy: number; r: number }[];
}) {
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
      className={className}
      {...props}
    >
      {circles.map((circle) => (
        <circle key={`${String(circle.cx)}-${String(circle.cy)}`} {...circle} />
      ))}
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** A five-pointed star (24 × 24); `half` draws its start half. Fill and stroke come from CSS. */
function MapPinIcon(props: StaticIconProps) {
  return <StaticIcon {...SPRITE_ICONS["map-pin"]} {...props} />;
}

function ClockIcon(props: StaticIconProps) {
  return <StaticIcon paths={["M12 6v6l4 2"]} circles={[{ cx: 12, cy: 12, r: 10 }]} {...props} />;
}

export { ClockIcon, MapPinIcon, StaticIcon };
