import type { ReactNode } from "react";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";

import type { ModuleType } from "@marketplace/domain";
import { homeHeadline } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import type { SharedScope } from "~/lib/visitor/read-visitor-context";
import { DeferredSection } from "./deferred-section";
import { homeSections } from "./home-sections";
import { SectionSkeleton } from "./section";
import { homeSection } from "./shared-section";
import { TrackParcelButton } from "./track-parcel-button";

/**
 * Sections in the first screen of a phone (the headline and about two sections): their cards are
 * in the page's first HTML (a row's first `FIRST_SCREEN_ROW_CARDS`, the rest when the page looks
 * ahead); the sections after them are shells whose cards load as they come near.
 */
export const FIRST_SCREEN_SECTIONS = 2;

/** Streams one section: its skeleton first, then the section when its data arrives. */
function Slot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SectionSkeleton />}>{children}</Suspense>;
}

/** A module's home page: its headline, then its sections streamed one by one. */
export async function ModuleHome({
  contextKey,
  moduleType,
  moduleName,
  signedIn,
  scope,
}: {
  /**
   * Module, zones, position, language and session of this render. It keys the deferred sections, so
   * a soft navigation to another context (module switch, new location, sign-out) starts them afresh
   * instead of keeping the cards a section loaded for the previous one.
   */
  contextKey: string;
  moduleType: ModuleType;
  moduleName: string;
  signedIn: boolean;
  /** The visitor's shared scope: the public sections come from its cache (`SharedSection`). */
  scope: SharedScope | null;
}) {
  const t = await getTranslations();
  const td = await getTranslations("domain");
  const headline = homeHeadline(moduleType);
  // Visit again and coupons are answered to signed-in customers only: a guest's first screen
  // holds the sections after them. The first-screen sections are awaited in the page's first HTML
  // (their pictures, the largest paint among them, start loading with the document). The later
  // ones stream in as shells (heading, View all, empty state; the cards' place held by a box of
  // their height), and `DeferredSection` asks the server for each one's cards when it comes near:
  // the page carries about a third of the HTML and data it would with every card in it.
  const sections = homeSections(moduleType, signedIn);
  const firstScreen = sections.slice(0, FIRST_SCREEN_SECTIONS);
  const rest = sections.slice(FIRST_SCREEN_SECTIONS);
  return (
    <main id="main" className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 lg:ps-20">
      <header className="flex flex-col gap-3">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">{moduleName}</p>
        <h1 className="text-2xl font-bold tracking-tight md:text-4xl" data-testid="module-headline">
          {headline ? td(headline) : null}
        </h1>
        {moduleType === "parcel" ? (
          <div>
            <TrackParcelButton
              signedIn={signedIn}
              label={t("home.parcel.trackParcel")}
              className={buttonVariants({ size: "lg" })}
            />
          </div>
        ) : null}
      </header>
      {firstScreen.map((section) => (
        // Keyed by the context as the later ones: a soft navigation to another module or place
        // starts afresh instead of keeping the rest of a row loaded for the previous one.
        <DeferredSection
          key={`${contextKey}|${String(section.key)}`}
          sectionKey={String(section.key)}
          on="lookahead"
        >
          {homeSection(section, undefined, scope)}
        </DeferredSection>
      ))}
      {rest.map((section) => (
        <Slot key={`${contextKey}|${String(section.key)}`}>
          <DeferredSection sectionKey={String(section.key)}>
            {homeSection(section, "shell", scope)}
          </DeferredSection>
        </Slot>
      ))}
    </main>
  );
}
