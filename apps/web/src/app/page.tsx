import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { SessionEndedNotice } from "~/features/frame/components/session-ended-notice";
import { landingMetadata, LandingScreen } from "~/features/landing/components/landing-screen";
import { loadSiteData } from "~/lib/api/site-data";
import { hasSessionEndedFlag, withSessionEndedFlag } from "~/lib/visitor/session-ended";

export async function generateMetadata(): Promise<Metadata> {
  return landingMetadata();
}

/**
 * `/`: the landing page, used while no location is saved (with one, the visitor goes to /home).
 * `?session=expired`: an ended session's toast (`SESSION_ENDED_PATH`; /home sends it on without a location).
 */
export default async function LandingPage({ searchParams }: PageProps<"/">) {
  const site = await loadSiteData();
  const sessionEnded = hasSessionEndedFlag(await searchParams);
  if (site.visitor.location) redirect(sessionEnded ? withSessionEndedFlag("/home") : "/home");
  return (
    <>
      {sessionEnded ? (
        <SessionEndedNotice text={(await getTranslations("errors"))("sessionExpired")} />
      ) : null}
      <LandingScreen site={site} />
    </>
  );
}
