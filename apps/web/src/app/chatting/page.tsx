import { chatMetadata, ChattingScreen } from "~/features/chat/components/chatting-screen";

export function generateMetadata() {
  return chatMetadata();
}

/** `/chatting?conversationId=&type=&chatFrom=`: the signed-in customer's conversations. */
export default async function ChattingPage({ searchParams }: PageProps<"/chatting">) {
  return <ChattingScreen searchParams={await searchParams} />;
}
