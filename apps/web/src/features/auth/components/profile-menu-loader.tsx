"use client";

import type { ComponentProps } from "react";
import dynamic from "next/dynamic";

import type { ProfileMenu as Menu } from "./profile-menu";

// A chunk of its own: only pages of signed-in visitors (who see the profile button) download it.
const ProfileMenu = dynamic(() => import("./profile-menu").then((mod) => mod.ProfileMenu));

/** The header's profile menu, loaded only where it is rendered (signed in). */
export function ProfileMenuLoader(props: ComponentProps<typeof Menu>) {
  return <ProfileMenu {...props} />;
}
