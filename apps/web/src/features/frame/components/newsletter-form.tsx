"use client";

import type { ReactNode } from "react";
import { useState } from "react";

import { useHydrated } from "~/lib/ui/use-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { NEWSLETTER_EMAIL_ID, NEWSLETTER_ERROR_ID } from "./newsletter-field";

/** The footer newsletter: a valid email is required ('Please insert a valid email.'), then 'Subscribed Successfully'. */
export interface NewsletterLabels {
  placeholder: string;
  /** 'Subscribe' */
  subscribe: string;
  /** 'Please insert a valid email.' (the domain's `newsletter_email_invalid`) */
  invalid: string;
  /** 'Subscribed Successfully' */
  success: string;
}

/**
 * The newsletter's form around its server-rendered heading and label (`children`). The field is
 * uncontrolled; the submit's work (the domain's check, the API call, the toasts) loads with the first
 * submit (`newsletter-submit.ts`), so the footer adds little to any page's first load. Subscribe waits
 * for hydration: before it the browser would send the form itself, a GET with the address in the URL
 * (a disabled default button also stops Enter's implicit submission). What was typed is kept.
 */
export function NewsletterForm({
  children,
  labels,
  buttonClassName,
}: {
  children: ReactNode;
  labels: NewsletterLabels;
  /** ui's `buttonVariants()`, from the server. */
  buttonClassName: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const visitor = useVisitor();
  const hydrated = useHydrated();

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const email = new FormData(form).get("email");
        setPending(true);
        try {
          const { submitNewsletter } = await import("./newsletter-submit");
          const result = await submitNewsletter(
            typeof email === "string" ? email : "",
            visitor,
            labels,
          );
          setError(result.error);
          if (result.subscribed) form.reset();
        } finally {
          setPending(false);
        }
      }}
    >
      {children}
      <div className="flex gap-2">
        <input
          id={NEWSLETTER_EMAIL_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={labels.placeholder}
          aria-invalid={error !== null}
          aria-describedby={error ? NEWSLETTER_ERROR_ID : undefined}
          className="border-input bg-background h-10 min-w-0 flex-1 rounded-md border px-3 text-sm"
        />
        <button
          type="submit"
          data-slot="button"
          className={buttonClassName}
          disabled={pending || !hydrated}
          aria-busy={pending || undefined}
        >
          {labels.subscribe}
        </button>
      </div>
      {error ? (
        <p id={NEWSLETTER_ERROR_ID} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
