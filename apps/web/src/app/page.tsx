import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { landingMetadata, LandingScreen } from "~/features/landing/components/landing-screen";
import { loadSiteData } from "~/lib/api/site-data";

export async function generateMetadata(): Promise<Metadata> {
  return landingMetadata();
}

/** `/`: the landing page, used while no location is saved (with one, the visitor goes to /home). */
export default async function LandingPage() {
  const site = await loadSiteData();
  if (site.visitor.location) redirect("/home");
  return <LandingScreen site={site} />;
}
