import { profileMetadata, ProfileScreen } from "~/features/profile/components/profile-screen";

export function generateMetadata() {
  return profileMetadata();
}

/** `/profile?page=profile-settings|my-orders` (and `orderId`): the signed-in customer's account. */
export default async function ProfilePage({ searchParams }: PageProps<"/profile">) {
  return <ProfileScreen searchParams={await searchParams} />;
}
