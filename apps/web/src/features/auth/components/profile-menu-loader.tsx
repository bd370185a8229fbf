"use client";

import type { ComponentProps, ComponentType } from "react";
import { useRef, useState } from "react";

import type { ProfileMenu as Menu } from "./profile-menu";

type MenuProps = ComponentProps<typeof Menu>;

/**
 * The header's profile button. The dropdown (Radix, the sign-out flow) is a chunk of its own, downloaded on
 * intent — pointer over, focus or click on this stand-in — so no page's first load carries it; a click
 * before it has loaded opens the menu as soon as it arrives.
 */
export function ProfileMenuLoader(props: Omit<MenuProps, "defaultOpen">) {
  const [Loaded, setLoaded] = useState<ComponentType<MenuProps> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import("./profile-menu").then((mod) => {
      setLoaded(() => mod.ProfileMenu);
    });
  };
  if (Loaded) return <Loaded {...props} defaultOpen={openAtOnce} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className="hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenAtOnce(true);
        load();
      }}
    >
      {props.icon}
      {props.label}
    </button>
  );
}
