import { helpMetadata, HelpScreen } from "~/features/info/components/help-screen";
import { loadSiteData } from "~/lib/api/site-data";

export function generateMetadata() {
  return helpMetadata();
}

/** `/help-and-support`: the marketplace's contact details and information pages. */
export default async function HelpAndSupportPage() {
  return <HelpScreen site={await loadSiteData()} />;
}
