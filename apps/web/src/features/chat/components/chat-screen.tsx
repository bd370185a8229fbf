import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";

import { chatTargetOf } from "@marketplace/domain";

import { MoreMessages } from "~/lib/i18n/more-messages";
import { ChatLoader } from "./chat-loader";

type SearchParams = Record<string, string | string[] | undefined>;

export async function chatMetadata(): Promise<Metadata> {
  const t = await getTranslations("chat");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/chatting" },
    openGraph: { url: "/chatting", title: t("title") },
    robots: { index: false },
  };
}

/**
 * The inbox of a signed-in customer (the caller checks the session): conversations with stores, delivery
 * staff and support, and the one the query opens (`conversationId`, or `type` + `id` to start one). Used by
 * `/chatting` and `/profile?page=inbox`; `basePath` is where the list's links lead.
 */
export async function ChatInbox({
  searchParams,
  basePath,
}: {
  searchParams: SearchParams;
  basePath: "/chatting" | "/profile?page=inbox";
}) {
  const [t, messages] = await Promise.all([getTranslations("chat"), getMessages()]);
  const target = chatTargetOf(searchParams);
  const image = Array.isArray(searchParams.image) ? searchParams.image[0] : searchParams.image;
  return (
    <MoreMessages messages={{ chat: messages.chat }}>
      <ChatLoader
        target={target}
        basePath={basePath}
        startImage={image ?? null}
        loadingText={t("loading")}
      />
    </MoreMessages>
  );
}
