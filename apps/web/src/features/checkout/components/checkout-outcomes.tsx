"use client";

import { useRouter } from "next/navigation";

import { onDemand } from "~/lib/lazy/on-demand";

const DemoGateway = onDemand(() => import("./demo-gateway").then((mod) => mod.DemoGateway));
const OrderFailedScreen = onDemand(() =>
  import("./order-outcome").then((mod) => mod.OrderFailedScreen),
);
const GuestOrderSuccess = onDemand(() =>
  import("./order-outcome").then((mod) => mod.GuestOrderSuccess),
);
const GuestPrompt = onDemand(() => import("./guest-prompt").then((mod) => mod.GuestPrompt));

/** What the checkout shows on return from the gateway (or before it), each part loaded when shown. */
export function CheckoutOutcome({
  outcome,
}: {
  outcome:
    | { code: "gateway"; orderId: number; signedIn: boolean }
    | { code: "failed"; orderId: number; codOffered: boolean }
    | { code: "guest_success"; orderId: number };
}) {
  const router = useRouter();
  if (outcome.code === "gateway")
    return <DemoGateway orderId={outcome.orderId} signedIn={outcome.signedIn} />;
  if (outcome.code === "failed")
    return <OrderFailedScreen orderId={outcome.orderId} codOffered={outcome.codOffered} />;
  return (
    <GuestOrderSuccess
      orderId={outcome.orderId}
      onClose={() => {
        router.push("/home");
        router.refresh();
      }}
    />
  );
}

/** The guest prompt, opened by the cart drawer's checkout for a guest when guest checkout is on. */
export function CheckoutGuestPrompt({ href }: { href: string }) {
  return <GuestPrompt href={href} />;
}
