"use client";

import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { AUTH_PARAM, AUTH_SIGN_IN, openAuthModal } from "../lib/auth-param";
import { clearWelcomeFlag, hasWelcomeFlag } from "../lib/welcome-flag";

// The modal (forms, the SDK, zod, next-intl) is downloaded only when it opens.
const AuthModal = dynamic(
  () => withIntl(withQueries(import("./auth-modal").then((mod) => mod.AuthModal))),
  {
    ssr: false,
  },
);

const WelcomeModal = dynamic(
  () => withIntl(withQueries(import("./welcome-modal").then((mod) => mod.WelcomeModal))),
  { ssr: false },
);

/** The welcome modal after a sign-up (its flag is stored by the sign-up page), for signed-in visitors. */
export function WelcomeHost({ signedIn }: { signedIn: boolean }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    // The flag lives in localStorage, which the server cannot read: checked once after hydration.
    if (signedIn && hasWelcomeFlag()) queueMicrotask(() => setShow(true));
  }, [signedIn]);
  return show ? (
    <WelcomeModal
      onClose={() => {
        clearWelcomeFlag();
        setShow(false);
      }}
    />
  ) : null;
}

/** Renders the auth modal while the URL asks for it (`?auth=sign-in`): deep-linkable from any page. */
export function AuthHost() {
  const params = useSearchParams();
  return params.get(AUTH_PARAM) === AUTH_SIGN_IN ? <AuthModal /> : null;
}

/** The header's Sign In: a link to the same page with `?auth=sign-in` that opens the modal in place. */
export function SignInButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a
      href={`?${AUTH_PARAM}=${AUTH_SIGN_IN}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openAuthModal();
      }}
    >
      {children}
    </a>
  );
}
