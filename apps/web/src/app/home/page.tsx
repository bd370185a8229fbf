import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { SessionEndedNotice } from "~/features/frame/components/session-ended-notice";
import { homeMetadata, HomeScreen, NoModuleScreen } from "~/features/home/components/home-screen";
import { loadSiteData } from "~/lib/api/site-data";
import { hasSessionEndedFlag, withSessionEndedFlag } from "~/lib/visitor/session-ended";

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await loadSiteData());
}

/**
 * `/home`: the chosen module's landing page (with `data_type` the URL is rewritten to the listing route,
 * `app/listing`).
 * Without a saved location the visitor belongs on `/`; without a module the module dialog (opened by the
 * frame) asks for one. `?session=expired`: a session the API ended while a page rendered lands here with
 * the spec's toast (`SESSION_ENDED_PATH`).
 */
export default async function HomePage({ searchParams }: PageProps<"/home">) {
  const site = await loadSiteData();
  const { location, module: chosen } = site.visitor;
  const sessionEnded = hasSessionEndedFlag(await searchParams);
  if (!location) redirect(sessionEnded ? withSessionEndedFlag("/") : "/");
  const notice = sessionEnded ? (
    <SessionEndedNotice text={(await getTranslations("errors"))("sessionExpired")} />
  ) : null;
  if (!chosen)
    return (
      <>
        {notice}
        <NoModuleScreen />
      </>
    );
  // The drawer's category list and the item dialog's chips fetch the categories when they open (as the
  // drawer's store lists do): seeding them here put 8 kB of data into every /home (ADR 0025).
  return (
    <>
      {notice}
      <HomeScreen site={site} location={location} chosen={chosen} />
    </>
  );
}
