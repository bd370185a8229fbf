import { referralMetadata, ReferralScreen } from "~/features/referral/components/referral-screen";

export function generateMetadata() {
  return referralMetadata();
}

/** `/referral-code`: the signed-in customer's referral code (404 when referral earning is off). */
export default function ReferralCodePage() {
  return <ReferralScreen />;
}
