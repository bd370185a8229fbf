import {
  policyPageMetadata,
  PolicyPageScreen,
} from "~/features/info/components/policy-page-screen";

export function generateMetadata() {
  return policyPageMetadata("terms-and-conditions");
}

/** `/terms-and-conditions`: the backend's text for this page (404 when the backend does not serve it). */
export default function TermsAndConditionsPage() {
  return <PolicyPageScreen route="terms-and-conditions" />;
}
