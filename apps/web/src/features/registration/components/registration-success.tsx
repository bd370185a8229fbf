"use client";

import { useEffect, useRef } from "react";
import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";

/** The application's success screen: received, and what happens next (the heading takes focus). */
export function RegistrationSuccess({ text }: { text: string }) {
  const t = useTranslations("registration");
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      className="grid justify-items-center gap-4 rounded-lg border p-8 text-center"
      data-testid="registration-success"
    >
      <CircleCheck aria-hidden="true" className="text-success size-12" />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t("successTitle")}
      </h2>
      <p className="max-w-prose">{text}</p>
      <a
        href="/home"
        className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-10 items-center rounded-md px-4 font-medium"
      >
        {t("backHome")}
      </a>
    </section>
  );
}
