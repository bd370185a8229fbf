"use client";

import { useEffect, useState } from "react";

import { AUTH_SIGN_IN, AUTH_WELCOME } from "../lib/auth-link";
import { closeAuthModal } from "../lib/auth-param";
import { clearWelcomeFlag, hasWelcomeFlag } from "../lib/welcome-flag";
import { AuthModal } from "./auth-modal";
import { WelcomeModal } from "./welcome-modal";

/**
 * What the `auth` query parameter asks for (the header host's one lazily loaded part): the auth modal for
 * a signed-out visitor (`sign-in`); the welcome modal for a signed-in visitor whose sign-up stored its
 * flag (`welcome`), whose closing clears the flag. Anything else drops the parameter.
 */
export function AuthDialogs({ view, signedIn }: { view: string; signedIn: boolean }) {
  // The flag lives in localStorage (this part is rendered in the browser only).
  const [welcome] = useState(() => view === AUTH_WELCOME && signedIn && hasWelcomeFlag());
  const signIn = view === AUTH_SIGN_IN && !signedIn;
  useEffect(() => {
    if (!welcome && !signIn) closeAuthModal();
  }, [welcome, signIn]);
  if (welcome) {
    return (
      <WelcomeModal
        onClose={() => {
          clearWelcomeFlag();
          closeAuthModal();
        }}
      />
    );
  }
  return signIn ? <AuthModal /> : null;
}
