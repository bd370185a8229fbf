"use client";

import { useEffect, useRef } from "react";

import type { ErrorTexts } from "./error-texts";
import { RETRY_BUTTON_CLASS } from "./retry-button-class";

/**
 * What the error pages show: a heading (focused, so a screen reader announces it), a short text and
 * 'Try again'. Never the error's message or stack.
 */
export function ErrorPanel({ texts, onRetry }: { texts: ErrorTexts; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center"
    >
      <div className="flex flex-col gap-2">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none md:text-3xl"
        >
          {texts.errorTitle}
        </h1>
        <p className="text-muted-foreground">{texts.errorText}</p>
      </div>
      <button type="button" onClick={onRetry} className={RETRY_BUTTON_CLASS}>
        {texts.tryAgain}
      </button>
    </main>
  );
}
