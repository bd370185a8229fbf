"use client";

import { useEffect } from "react";

import errorPageAr from "../messages/ar/errorPage.json";
import errorPageEn from "../messages/en/errorPage.json";
import { inter } from "./fonts";
import { RETRY_BUTTON_CLASS } from "./retry-button-class";

import "./globals.css";

/**
 * The frame itself failed (the root layout threw): this replaces the whole document. The visitor's
 * language is not known here (it is read by the layout that failed), so the page says it in English
 * and Arabic. 'Try again' asks the server for the page again (`retry`); no error detail is shown.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en" dir="ltr" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <title>{`${errorPageEn.errorTitle} · ${errorPageAr.errorTitle}`}</title>
        <main
          id="main"
          className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-8 px-4 py-16 text-center"
        >
          {[
            { lang: "en", dir: "ltr", texts: errorPageEn },
            { lang: "ar", dir: "rtl", texts: errorPageAr },
          ].map(({ lang, dir, texts }, index) => {
            const Heading = index === 0 ? "h1" : "h2";
            return (
              <section key={lang} lang={lang} dir={dir} className="flex flex-col gap-2">
                <Heading className="text-2xl font-bold tracking-tight">{texts.errorTitle}</Heading>
                <p className="text-muted-foreground">{texts.errorText}</p>
              </section>
            );
          })}
          <button type="button" onClick={retry} className={RETRY_BUTTON_CLASS}>
            <span lang="en">{errorPageEn.tryAgain}</span>
            <span aria-hidden="true">·</span>
            <span lang="ar">{errorPageAr.tryAgain}</span>
          </button>
        </main>
      </body>
    </html>
  );
}
