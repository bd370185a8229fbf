import {
  policyPageMetadata,
  PolicyPageScreen,
} from "~/features/info/components/policy-page-screen";

export function generateMetadata() {
  return policyPageMetadata("about-us");
}

/** `/about-us`: the backend's text for this page (404 when the backend does not serve it). */
export default function AboutUsPage() {
  return <PolicyPageScreen route="about-us" />;
}
