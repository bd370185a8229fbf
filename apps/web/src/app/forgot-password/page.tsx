import { redirect } from "next/navigation";

import {
  forgotPasswordMetadata,
  ForgotPasswordScreen,
} from "~/features/auth/components/forgot-password-screen";
import { loadSiteData } from "~/lib/api/site-data";

export function generateMetadata() {
  return forgotPasswordMetadata();
}

/** `/forgot-password`: reset the password with a code, then sign in; a signed-in visitor goes to `/home`. */
export default async function ForgotPasswordPage() {
  const site = await loadSiteData();
  if (site.visitor.signedIn) redirect("/home");
  return <ForgotPasswordScreen config={site.config} />;
}
