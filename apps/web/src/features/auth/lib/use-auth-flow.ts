"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { LoginBody, LoginResponse } from "@marketplace/api-client";
import type { LoginRoute, SocialProvider } from "@marketplace/domain";
import {
  isHttpError,
  login,
  socialRegister,
  updateInfo,
  verifyPhone,
} from "@marketplace/api-client";
import {
  afterOtpRoute,
  loginRoute,
  socialLoginRoute,
  socialSignInRoute,
} from "@marketplace/domain";

import type { AuthContact, AuthStep, SocialCredentials } from "./auth-step";
import { getBrowserClient } from "~/lib/api/browser-client";
import { notify } from "~/lib/notify/notify";
import { forgetDevicePerson } from "~/lib/visitor/device-person-data";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { closeAuthModal } from "./auth-param";
import { routeOutcome } from "./route-outcome";

/**
 * The login routing of spec A §4 over the auth modal's steps: manual, OTP and social sign-in, the OTP
 * verification of an unverified channel, user_info, is_exist_user and phone_modal; on success
 * 'Sign in successfully.', the modal closes and the page is rendered again signed in (the cart and the
 * profile are fetched for the new session; the guest's cart was merged: the BFF adds the guest id cookie to the auth bodies).
 */
export function useAuthFlow({
  firebaseOtp,
  onSignedIn,
}: {
  firebaseOtp: boolean;
  /** Instead of the modal's ending (toast, close, render again): the sign-up page's own. */
  onSignedIn?: () => void;
}) {
  const t = useTranslations("auth");
  const router = useRouter();
  const visitor = useVisitor();
  // The browser's client, taken when a call is made (this hook also renders on the server, in the
  // sign-up page). After sign-in the page renders again with the session's scope: every query key
  // changes, so the cart, the profile and the rest are fetched afresh.
  const client = () => getBrowserClient(visitor);
  const [step, setStep] = useState<AuthStep>({ view: "sign-in" });
  // The password of a manual sign-in waiting for its OTP, in memory only: re-sending the code repeats
  // the sign-in call, which sends a new one.
  const pendingPassword = useRef<string | null>(null);
  // The provider's answer of a social sign-in waiting for its OTP: re-sending the code repeats the
  // social login, which sends a new one to the account's unverified channel.
  const pendingSocial = useRef<SocialCredentials | null>(null);

  const finish = () => {
    // A person signed in: the device's guest contact (of whoever was the guest) is forgotten.
    forgetDevicePerson();
    if (onSignedIn) {
      onSignedIn();
      return;
    }
    void notify.success(t("signInSuccess"));
    closeAuthModal();
    router.refresh();
  };

  const follow = (
    route: LoginRoute,
    response: LoginResponse,
    contact: AuthContact,
    social: SocialCredentials | null = null,
  ) => {
    const outcome = routeOutcome(route, response, contact, social, Date.now());
    if (outcome.kind === "signed-in") finish();
    else if (outcome.kind === "step") setStep(outcome.step);
    else for (const message of outcome.messages) void notify.error(message);
  };

  const signIn = useMutation({ mutationFn: (body: LoginBody) => login(client(), body) });
  const socialLogin = useMutation({
    mutationFn: (body: LoginBody) => login(client(), body),
    meta: { silent: true },
  });
  const verify = useMutation({
    mutationFn: (body: Parameters<typeof verifyPhone>[1]) => verifyPhone(client(), body),
  });
  const info = useMutation({
    mutationFn: (body: Parameters<typeof updateInfo>[1]) => updateInfo(client(), body),
  });
  const register = useMutation({
    mutationFn: (body: Parameters<typeof socialRegister>[1]) => socialRegister(client(), body),
  });

  /** The social login again, with the "Is It You?" answer and its ticket (ADR 0024 addendum). */
  const answerSocial = (
    social: SocialCredentials,
    yes: boolean,
    ticket: string | null,
    contact: AuthContact,
  ) => {
    signIn.mutate(
      {
        login_type: "social",
        token: social.token,
        unique_id: social.uniqueId,
        medium: social.medium,
        ...(social.email === null ? {} : { email: social.email }),
        verified: yes ? "yes" : "no",
        ...(ticket === null ? {} : { exist_user_token: ticket }),
      },
      {
        onSuccess: (response) =>
          follow(
            socialSignInRoute(response, { firebaseOtp }),
            response,
            { ...contact, ticket: null },
            social,
          ),
      },
    );
  };

  return {
    step,
    setStep,
    pending:
      signIn.isPending ||
      socialLogin.isPending ||
      verify.isPending ||
      info.isPending ||
      register.isPending,

    signInManual(emailOrPhone: string, password: string, fieldType: "email" | "phone") {
      const contact: AuthContact = {
        loginType: "manual",
        phone: fieldType === "phone" ? emailOrPhone : null,
        email: fieldType === "email" ? emailOrPhone : null,
        ticket: null,
      };
      pendingPassword.current = password;
      signIn.mutate(
        {
          login_type: "manual",
          email_or_phone: emailOrPhone,
          password,
          field_type: fieldType,
        },
        {
          onSuccess: (response) => follow(loginRoute(response, { firebaseOtp }), response, contact),
        },
      );
    },

    /** Sends (or re-sends) the sign-in code to a phone; the OTP modal opens. */
    sendLoginOtp(phone: string, onSent?: () => void) {
      signIn.mutate(
        { login_type: "otp", phone },
        {
          onSuccess: () => {
            setStep({
              view: "otp",
              kind: "otp-login",
              channel: "phone",
              destination: phone,
              contact: { loginType: "otp", phone, email: null, ticket: null },
              sentAt: Date.now(),
            });
            onSent?.();
          },
        },
      );
    },

    /** Re-sends the code of the open OTP modal. */
    resend(current: Extract<AuthStep, { view: "otp" }>) {
      const restart = () => setStep({ ...current, sentAt: Date.now() });
      if (current.kind === "otp-login") {
        signIn.mutate(
          { login_type: "otp", phone: current.destination },
          {
            onSuccess: restart,
          },
        );
        return;
      }
      const contact = current.contact;
      const social = pendingSocial.current;
      if (contact.loginType === "social" && social !== null) {
        signIn.mutate(
          {
            login_type: "social",
            token: social.token,
            unique_id: social.uniqueId,
            medium: social.medium,
            ...(social.email === null ? {} : { email: social.email }),
          },
          { onSuccess: restart },
        );
        return;
      }
      if (contact.loginType === "manual") {
        const identifier = contact.email ?? contact.phone;
        const password = pendingPassword.current;
        if (identifier !== null && password !== null) {
          signIn.mutate(
            {
              login_type: "manual",
              email_or_phone: identifier,
              password,
              field_type: contact.email !== null ? "email" : "phone",
            },
            { onSuccess: restart },
          );
        }
      }
    },

    verifyOtp(current: Extract<AuthStep, { view: "otp" }>, otp: string) {
      if (current.kind === "otp-login") {
        signIn.mutate(
          { login_type: "otp", phone: current.destination, otp },
          {
            onSuccess: (response) => follow(afterOtpRoute(response), response, current.contact),
          },
        );
        return;
      }
      const loginType = current.contact.loginType === "otp" ? "otp" : "manual";
      verify.mutate(
        {
          otp,
          verification_type: current.channel,
          ...(current.channel === "phone"
            ? { phone: current.destination }
            : { email: current.destination }),
          login_type: loginType,
        },
        { onSuccess: (response) => follow(afterOtpRoute(response), response, current.contact) },
      );
    },

    signInSocial(credentials: SocialCredentials) {
      pendingSocial.current = credentials;
      const contact: AuthContact = {
        loginType: "social",
        phone: null,
        email: credentials.email,
        ticket: null,
      };
      socialLogin.mutate(
        {
          login_type: "social",
          token: credentials.token,
          unique_id: credentials.uniqueId,
          medium: credentials.medium,
          ...(credentials.email === null ? {} : { email: credentials.email }),
        },
        {
          onSuccess: (response) =>
            follow(socialSignInRoute(response, { firebaseOtp }), response, contact, credentials),
          onError: (error) => {
            const errors = isHttpError(error)
              ? error.errors.map((entry) => ({ code: entry.code, message: entry.message }))
              : [{ code: null, message: error.message }];
            const route = socialLoginRoute({ errors });
            if (route.code === "phone_modal") setStep({ view: "phone_modal", social: credentials });
            else if (route.code === "show_error")
              for (const message of route.messages) void notify.error(message);
          },
        },
      );
    },

    /**
     * phone_modal: the provider gave no e-mail; the account is registered with this phone, which is
     * verified by its code first when phone verification is on (`token: null`, spec A §4).
     */
    registerSocialPhone(social: SocialCredentials, phone: string) {
      const contact: AuthContact = {
        loginType: "social",
        phone,
        email: social.email,
        ticket: null,
      };
      register.mutate(
        {
          token: social.token,
          unique_id: social.uniqueId,
          medium: social.medium,
          phone,
          ...(social.email === null ? {} : { email: social.email }),
        },
        {
          onSuccess: (response) =>
            follow(socialSignInRoute(response, { firebaseOtp }), response, contact, social),
        },
      );
    },

    submitUserInfo(
      contact: AuthContact,
      values: { name: string; email: string; phone: string; refCode: string },
    ) {
      info.mutate(
        {
          name: values.name,
          email: values.email,
          phone: values.phone,
          login_type: contact.loginType,
          ...(values.refCode === "" ? {} : { ref_code: values.refCode }),
          ...(contact.ticket === null ? {} : { update_info_token: contact.ticket }),
        },
        {
          onSuccess: (response) =>
            follow(loginRoute(response, { firebaseOtp }), response, {
              ...contact,
              phone: values.phone,
              email: values.email,
            }),
        },
      );
    },

    /**
     * "Is It You?" (ADR 0024): Yes takes the account over (signed in), No starts a fresh account on the
     * phone (then user_info); both send back the ticket of the answer that asked. After a social login
     * (its addendum) the provider's answer goes again: Yes links or takes the account over (signed in,
     * or user_info), No starts a fresh account (user_info).
     */
    confirmExisting(yes: boolean, current: Extract<AuthStep, { view: "is_exist_user" }>) {
      const { contact, existTicket, social } = current;
      if (social !== null) {
        answerSocial(social, yes, existTicket, contact);
        return;
      }
      if (contact.phone === null || existTicket === null) {
        if (yes) finish();
        else setStep({ view: "user_info", contact });
        return;
      }
      signIn.mutate(
        {
          login_type: "otp",
          phone: contact.phone,
          verified: yes ? "yes" : "no",
          exist_user_token: existTicket,
        },
        {
          onSuccess: (response) =>
            follow(afterOtpRoute(response), response, { ...contact, ticket: null }),
        },
      );
    },

    openSocialDemo(medium: SocialProvider) {
      setStep({ view: "social_demo", medium });
    },

    finish,
    follow,
    /** Lets the OTP modal of a sign-up re-send its code (the sign-in call re-sends it). */
    rememberPassword(password: string) {
      pendingPassword.current = password;
    },
  };
}
