"use client";

import { useTranslations } from "next-intl";

import type { ChatTarget } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import { ConversationList } from "./conversation-list";
import { ConversationView } from "./conversation-view";

export interface ChatAppProps {
  /** The conversation (or party) the page's query opens, or null for the list only. */
  target: ChatTarget | null;
  basePath: "/chatting" | "/profile?page=inbox";
  /** The party's image from a start link (`image=`), shown until the conversation exists. */
  startImage: string | null;
}

/** The inbox: the conversation list beside the open conversation (one at a time on phones). */
export function ChatApp({ target, basePath, startImage }: ChatAppProps) {
  const openId = target && "conversationId" in target ? target.conversationId : null;
  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <div className={cn(target ? "hidden md:block" : "block")}>
        <ConversationList basePath={basePath} openId={openId} />
      </div>
      {target ? (
        <ConversationView
          key={JSON.stringify(target)}
          target={target}
          basePath={basePath}
          startImage={startImage}
        />
      ) : (
        <ChatPickHint />
      )}
    </div>
  );
}

function ChatPickHint() {
  const t = useTranslations("chat");
  return (
    <p className="bg-card text-muted-foreground hidden rounded-xl border p-8 text-center md:block">
      {t("pick")}
    </p>
  );
}
