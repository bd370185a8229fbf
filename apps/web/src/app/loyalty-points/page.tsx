import { loyaltyMetadata, LoyaltyScreen } from "~/features/loyalty/components/loyalty-screen";

export function generateMetadata() {
  return loyaltyMetadata();
}

/** `/loyalty-points`: the signed-in customer's loyalty points (404 when loyalty is off in the config). */
export default async function LoyaltyPointsPage({ searchParams }: PageProps<"/loyalty-points">) {
  return <LoyaltyScreen searchParams={await searchParams} />;
}
