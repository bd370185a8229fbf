import {
  policyPageMetadata,
  PolicyPageScreen,
} from "~/features/info/components/policy-page-screen";

export function generateMetadata() {
  return policyPageMetadata("refund-policy");
}

/** `/refund-policy`: the backend's text for this page (404 when the backend does not serve it). */
export default function RefundPolicyPage() {
  return <PolicyPageScreen route="refund-policy" />;
}
