import {
  prescriptionMetadata,
  PrescriptionScreen,
} from "~/features/prescription/components/prescription-screen";

export function generateMetadata() {
  return prescriptionMetadata();
}

/** `/prescription-order?store_id={id}`: an order with prescription images at a pharmacy store. */
export default async function PrescriptionOrderPage({
  searchParams,
}: PageProps<"/prescription-order">) {
  return <PrescriptionScreen searchParams={await searchParams} />;
}
