import {
  vendorRegistrationMetadata,
  VendorRegistrationScreen,
} from "~/features/registration/components/registration-screens";

export function generateMetadata() {
  return vendorRegistrationMetadata();
}

/** `/store-registration?active=active`: the vendor application (issue 18 item 8). */
export default function StoreRegistrationPage() {
  return <VendorRegistrationScreen />;
}
