"use client";

import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { Button } from "@marketplace/ui";

import { notify } from "~/lib/notify/notify";

/** The footer newsletter: a valid email is required ('Please insert a valid email.'), then 'Subscribed Successfully'. */
export function NewsletterForm({ title, subtitle }: { title: string; subtitle: string }) {
  const t = useTranslations("newsletter");
  const td = useTranslations("domain");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const mutation = useMutation({
    // The SDK loads with the first subscription, keeping it out of every page's first load.
    mutationFn: async (value: string) => {
      const [{ subscribeNewsletter }, { getBrowserClient }] = await Promise.all([
        import("@marketplace/api-client"),
        import("~/lib/api/browser-client"),
      ]);
      return subscribeNewsletter(getBrowserClient(), value);
    },
    onSuccess: () => {
      void notify.success(t("success"));
      setEmail("");
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const { newsletterSchema } = await import("@marketplace/domain");
        const parsed = newsletterSchema.safeParse({ email });
        if (!parsed.success) {
          setError(td("newsletter_email_invalid"));
          void notify.error(td("newsletter_email_invalid"));
          return;
        }
        setError(null);
        mutation.mutate(parsed.data.email);
      }}
    >
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="text-muted-foreground text-sm">{subtitle}</p>
      <label htmlFor={inputId} className="sr-only">
        {t("emailLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          placeholder={t("placeholder")}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="border-input bg-background h-10 min-w-0 flex-1 rounded-md border px-3 text-sm"
        />
        <Button type="submit" loading={mutation.isPending}>
          {t("subscribe")}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
