import { couponsMetadata, CouponsScreen } from "~/features/coupons/components/coupons-screen";

export function generateMetadata() {
  return couponsMetadata();
}

/** `/coupons`: the signed-in customer's coupons and the running cashback offers. */
export default function CouponsPage() {
  return <CouponsScreen />;
}
