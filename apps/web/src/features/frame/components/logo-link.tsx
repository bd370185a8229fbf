"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { logoTarget } from "@marketplace/domain";

/** The logo: goes to /home, or to / on the landing page while no location is saved. */
export function LogoLink({ name, hasLocation }: { name: string; hasLocation: boolean }) {
  const pathname = usePathname();
  return (
    <Link
      href={logoTarget({ pathname, hasLocation })}
      className="text-primary focus-visible:ring-ring inline-flex items-center gap-2 rounded-md text-lg font-bold"
    >
      <span
        aria-hidden="true"
        className="bg-primary text-primary-foreground inline-flex size-8 items-center justify-center rounded-lg"
      >
        {name.charAt(0)}
      </span>
      <span>{name}</span>
    </Link>
  );
}
