"use client";

import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";

import type { ChatTarget } from "@marketplace/domain";
import { conversationMessagesQueryOptions } from "@marketplace/api-client/query";
import { canSendChat } from "@marketplace/domain";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { detailsTarget, partyOf } from "../lib/chat-view";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { PartyAvatar } from "./party-avatar";

/** New messages while the conversation is open: polled, and paused while the tab is hidden (TanStack's default). */
const MESSAGES_REFRESH_MS = 5_000;

/** One conversation: its party, the latest messages (oldest first) and the composer. */
export function ConversationView({
  target,
  basePath,
  startImage,
}: {
  target: ChatTarget;
  basePath: string;
  startImage: string | null;
}) {
  const t = useTranslations("chat");
  const client = useBrowserClient();
  const headingId = useId();
  const details = useQuery({
    ...conversationMessagesQueryOptions(client, detailsTarget(target)),
    refetchInterval: MESSAGES_REFRESH_MS,
  });
  const fromLink = "conversationId" in target ? null : target;
  const party = partyOf(details.data?.conversation);
  const fallbackName = fromLink?.name ?? "";
  const name = party.name === "" ? fallbackName : party.name;
  const type = party.type ?? target.type ?? null;
  const title = name !== "" ? name : type ? t(`parties.${type}`) : t("title");
  const image = party.image ?? (startImage?.startsWith("/") ? startImage : null);
  const messages = [...(details.data?.messages ?? [])].reverse();
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "nearest" });
  }, [lastId]);

  return (
    <section
      aria-labelledby={headingId}
      className="bg-card flex min-h-[28rem] flex-col rounded-xl border"
      data-testid="conversation"
    >
      <header className="flex items-center gap-3 border-b p-3">
        <Link
          href={basePath}
          className="hover:bg-muted inline-flex size-9 items-center justify-center rounded-full md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          <span className="sr-only">{t("back")}</span>
        </Link>
        <PartyAvatar name={title} image={image} />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold" dir="auto">
            {title}
          </h2>
          {type ? <p className="text-muted-foreground text-xs">{t(`parties.${type}`)}</p> : null}
        </div>
      </header>
      {details.isError ? (
        <p role="alert" className="text-destructive flex-1 p-8 text-center text-sm">
          {t("notFound")}
        </p>
      ) : details.isPending ? (
        <p role="status" className="text-muted-foreground flex-1 p-4 text-sm">
          {t("loading")}
        </p>
      ) : messages.length === 0 ? (
        <p className="text-muted-foreground flex-1 p-8 text-center text-sm">{t("noMessages")}</p>
      ) : (
        <ol
          aria-label={t("messagesLabel", { name: title })}
          className="flex max-h-[60vh] flex-1 flex-col gap-3 overflow-y-auto p-4"
          data-testid="messages"
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ol>
      )}
      {details.isError ? null : type && !canSendChat(type, details.data?.status) ? (
        <p role="note" className="text-muted-foreground border-t p-4 text-sm">
          {t("closed")}
        </p>
      ) : (
        <MessageComposer target={target} />
      )}
    </section>
  );
}
