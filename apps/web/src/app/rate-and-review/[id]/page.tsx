import {
  rateReviewMetadata,
  RateReviewScreen,
} from "~/features/reviews/components/rate-review-screen";

export async function generateMetadata({ params }: PageProps<"/rate-and-review/[id]">) {
  const { id } = await params;
  return rateReviewMetadata(id);
}

/** `/rate-and-review/{order id}`: review the items and the delivery person of a delivered order. */
export default async function RateReviewPage({ params }: PageProps<"/rate-and-review/[id]">) {
  const { id } = await params;
  return <RateReviewScreen id={id} />;
}
