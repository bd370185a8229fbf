import { parcelMetadata, ParcelScreen } from "~/features/parcel/components/parcel-screen";

export function generateMetadata() {
  return parcelMetadata();
}

/** `/parcel-delivery-info?category={id}`: the parcel order form of the chosen parcel category. */
export default async function ParcelDeliveryInfoPage({
  searchParams,
}: PageProps<"/parcel-delivery-info">) {
  return <ParcelScreen searchParams={await searchParams} />;
}
