"use client";

import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { endSession } from "~/features/frame/actions/preferences";
import { withIntl } from "~/lib/i18n/with-intl";
import { notify } from "~/lib/notify/notify";
import { existingTabQueryClient } from "~/lib/query/tab-query-client";
import { forgetDevicePerson } from "~/lib/visitor/device-person-data";

const SignOutConfirm = dynamic(
  () =>
    withIntl(
      import("~/features/auth/components/sign-out-confirm").then((mod) => mod.SignOutConfirm),
    ),
  { ssr: false },
);

/** The spec's logout delay (A §9). */
const LOGOUT_DELAY_MS = 500;

/**
 * Logout (spec A §4 "Sign-out"): 'Are you sure you want to logout?'; on Yes, after 0.5 s the session ends
 * (the API's session is revoked and the HttpOnly cookie dropped), the cached profile and cart and the
 * device's guest contact are cleared, 'Logout successful.' shows and the visitor goes to /home (stays on / when there).
 * Returns `ask` (opens the confirmation) and the dialog to render.
 */
export function useSignOut(success: string): {
  ask: () => void;
  pending: boolean;
  dialog: ReactNode;
} {
  const router = useRouter();
  const pathname = usePathname();
  const [asking, setAsking] = useState(false);
  const [pending, startTransition] = useTransition();
  const dialog = asking ? (
    <SignOutConfirm
      busy={pending}
      onClose={() => setAsking(false)}
      onConfirm={() =>
        startTransition(async () => {
          await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
          await endSession();
          // The tab's QueryClient, if a part created it (no TanStack code is loaded for this).
          existingTabQueryClient()?.clear();
          forgetDevicePerson();
          void notify.success(success);
          setAsking(false);
          router.push(pathname === "/" ? "/" : "/home");
          router.refresh();
        })
      }
    />
  ) : null;
  return { ask: () => setAsking(true), pending, dialog };
}

/** The drawer's Logout button (see `useSignOut`). */
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
  const signOut = useSignOut(success);
  return (
    <>
      <button
        type="button"
        disabled={signOut.pending}
        className={`hover:bg-muted focus-visible:ring-ring rounded-md px-3 py-2 text-start text-sm ${className}`}
        onClick={signOut.ask}
      >
        {label}
      </button>
      {signOut.dialog}
    </>
  );
}
