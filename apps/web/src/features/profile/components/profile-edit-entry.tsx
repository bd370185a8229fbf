"use client";

import { useState } from "react";

import type { ProfileEditProps } from "./profile-edit-form";
import { onDemand } from "~/lib/lazy/on-demand";

const loadForm = () => import("./profile-edit-form").then((mod) => mod.ProfileEditForm);
const ProfileEditForm = onDemand(loadForm);

/**
 * The profile's 'Edit details' button; the form's code (fields, photo, password, the OTP step) is
 * downloaded on intent — a pointer over the button or its focus — and shown on the click, so the profile's
 * other panels (my orders) do not carry it in their first load.
 */
export function ProfileEditEntry(props: ProfileEditProps) {
  const [open, setOpen] = useState(false);
  if (open) return <ProfileEditForm {...props} onClose={() => setOpen(false)} />;
  const warm = () => void loadForm();
  return (
    <div>
      <button
        className={props.classes.primary}
        type="button"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen(true)}
      >
        {props.labels.edit}
      </button>
    </div>
  );
}
