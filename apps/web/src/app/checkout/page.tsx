import { checkoutMetadata, CheckoutScreen } from "~/features/checkout/components/checkout-screen";

export function generateMetadata() {
  return checkoutMetadata();
}

/** `/checkout?page=cart`: the checkout of the server's cart (spec A §2, §4). */
export default async function CheckoutPage({ searchParams }: PageProps<"/checkout">) {
  return <CheckoutScreen searchParams={await searchParams} />;
}
