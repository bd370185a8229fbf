"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useQueryClient } from "@tanstack/react-query";

import { endSession } from "~/features/frame/actions/preferences";
import { notify } from "~/lib/notify/notify";

/** Logout: drops the session, says 'Logout successful.' and goes to /home after 500 ms (spec A §9). */
export function SignOutButton({
  label,
  success,
  className,
}: {
  /** 'Logout' */
  label: string;
  /** 'Logout successful.' */
  success: string;
  className: string;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      className={`hover:bg-muted focus-visible:ring-ring rounded-md px-3 py-2 text-start text-sm ${className}`}
      onClick={() =>
        startTransition(async () => {
          await endSession();
          queryClient.clear();
          void notify.success(success);
          await new Promise((resolve) => setTimeout(resolve, 500));
          router.push("/home");
          router.refresh();
        })
      }
    >
      {label}
    </button>
  );
}
