import { redirect } from "next/navigation";

import { signUpMetadata, SignUpScreen } from "~/features/auth/components/sign-up-screen";
import { loadSiteData } from "~/lib/api/site-data";

export function generateMetadata() {
  return signUpMetadata();
}

/** `/sign-up`: the sign-up form; a signed-in visitor goes to `/home`. */
export default async function SignUpPage() {
  const site = await loadSiteData();
  if (site.visitor.signedIn) redirect("/home");
  return <SignUpScreen config={site.config} />;
}
