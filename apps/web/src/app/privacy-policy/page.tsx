import {
  policyPageMetadata,
  PolicyPageScreen,
} from "~/features/info/components/policy-page-screen";

export function generateMetadata() {
  return policyPageMetadata("privacy-policy");
}

/** `/privacy-policy`: the backend's text for this page (404 when the backend does not serve it). */
export default function PrivacyPolicyPage() {
  return <PolicyPageScreen route="privacy-policy" />;
}
