import {
  courierRegistrationMetadata,
  CourierRegistrationScreen,
} from "~/features/registration/components/registration-screens";

export function generateMetadata() {
  return courierRegistrationMetadata();
}

/** `/deliveryman-registration`: the delivery-staff application (issue 18 item 9). */
export default function DeliverymanRegistrationPage() {
  return <CourierRegistrationScreen />;
}
