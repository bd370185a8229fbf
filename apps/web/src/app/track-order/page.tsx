import {
  trackOrderMetadata,
  TrackOrderScreen,
} from "~/features/tracking/components/track-order-screen";

export function generateMetadata() {
  return trackOrderMetadata();
}

/** `/track-order`: the tracking form, then the live tracking of the order. */
export default async function TrackOrderPage({ searchParams }: PageProps<"/track-order">) {
  return <TrackOrderScreen searchParams={await searchParams} />;
}
