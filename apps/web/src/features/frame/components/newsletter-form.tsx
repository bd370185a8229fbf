"use client";

import { useId, useState } from "react";

import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/** The footer newsletter: a valid email is required ('Please insert a valid email.'), then 'Subscribed Successfully'. */
export interface NewsletterLabels {
  /** 'Email address' */
  emailLabel: string;
  placeholder: string;
  /** 'Subscribe' */
  subscribe: string;
  /** 'Please insert a valid email.' (the domain's `newsletter_email_invalid`) */
  invalid: string;
  /** 'Subscribed Successfully' */
  success: string;
}

export function NewsletterForm({
  title,
  subtitle,
  labels,
  buttonClassName,
}: {
  title: string;
  subtitle: string;
  labels: NewsletterLabels;
  /** ui's `buttonVariants()`, from the server. */
  buttonClassName: string;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const visitor = useVisitor();
  const [pending, setPending] = useState(false);
  // Run through the tab's QueryClient's mutation cache, so a failure goes to the shared error handler (the
  // toasts of \`AppProviders\`); TanStack Query loads with the first subscription, not with every page.
  const subscribe = async (value: string) => {
    setPending(true);
    const { getQueryClient } = await import("~/lib/query/browser-query-client");
    const queryClient = getQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      // The SDK loads with the first subscription, keeping it out of every page's first load.
      mutationFn: async (address: string) => {
        const [{ subscribeNewsletter }, { getBrowserClient }] = await Promise.all([
          import("@marketplace/api-client"),
          import("~/lib/api/browser-client"),
        ]);
        return subscribeNewsletter(getBrowserClient(visitor), address);
      },
    });
    try {
      await mutation.execute(value);
      void notify.success(labels.success);
      setEmail("");
    } catch {
      // Shown by the shared error handler.
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const { newsletterSchema } = await import("@marketplace/domain");
        const parsed = newsletterSchema.safeParse({ email });
        if (!parsed.success) {
          setError(labels.invalid);
          void notify.error(labels.invalid);
          return;
        }
        setError(null);
        await subscribe(parsed.data.email);
      }}
    >
      <h2 className="text-base font-semibold">
        <bdi>{title}</bdi>
      </h2>
      <p className="text-muted-foreground text-sm">
        <bdi>{subtitle}</bdi>
      </p>
      <label htmlFor={inputId} className="sr-only">
        {labels.emailLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          placeholder={labels.placeholder}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="border-input bg-background h-10 min-w-0 flex-1 rounded-md border px-3 text-sm"
        />
        <button
          type="submit"
          data-slot="button"
          className={buttonClassName}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {labels.subscribe}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
