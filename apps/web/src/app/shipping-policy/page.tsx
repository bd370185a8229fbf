import {
  policyPageMetadata,
  PolicyPageScreen,
} from "~/features/info/components/policy-page-screen";

export function generateMetadata() {
  return policyPageMetadata("shipping-policy");
}

/** `/shipping-policy`: the backend's text for this page (404 when the backend does not serve it). */
export default function ShippingPolicyPage() {
  return <PolicyPageScreen route="shipping-policy" />;
}
