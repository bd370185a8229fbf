"use client";

import Link from "next/link";
import { useDeferredValue, useId, useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Conversation } from "@marketplace/api-client";
import {
  conversationSearchQueryOptions,
  conversationsInfiniteQueryOptions,
} from "@marketplace/api-client/query";
import { Badge, Button, cn, Input } from "@marketplace/ui";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { partyOf } from "../lib/chat-view";
import { PartyAvatar } from "./party-avatar";

/** How often the list looks for new conversations and messages while the tab is visible. */
const LIST_REFRESH_MS = 15_000;

/** The conversations: search by name, each with its party, last message and unread count. */
export function ConversationList({
  basePath,
  openId,
}: {
  basePath: string;
  openId: number | null;
}) {
  const t = useTranslations("chat");
  const client = useBrowserClient();
  const searchId = useId();
  const [name, setName] = useState("");
  const term = useDeferredValue(name.trim().slice(0, 100));
  const all = useInfiniteQuery({
    ...conversationsInfiniteQueryOptions(client),
    refetchInterval: LIST_REFRESH_MS,
  });
  const found = useQuery({
    ...conversationSearchQueryOptions(client, term),
    enabled: term !== "",
  });
  const rows: Conversation[] =
    term === ""
      ? (all.data?.pages.flatMap((page) => page.conversations) ?? [])
      : (found.data?.conversations ?? []);
  const loading = term === "" ? all.isPending : found.isPending;
  const separator = basePath.includes("?") ? "&" : "?";

  return (
    <section aria-labelledby={`${searchId}-title`} className="bg-card rounded-xl border">
      <h2 id={`${searchId}-title`} className="sr-only">
        {t("listLabel")}
      </h2>
      <div className="relative border-b p-3">
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute start-6 top-1/2 size-4 -translate-y-1/2"
        />
        <Input
          id={searchId}
          type="search"
          value={name}
          maxLength={100}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => setName(event.target.value)}
          className="ps-9"
        />
      </div>
      {loading ? (
        <p role="status" className="text-muted-foreground p-4 text-sm">
          {t("loading")}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground p-4 text-sm">
          {term === "" ? t("empty") : t("noMatch")}
        </p>
      ) : (
        <ul aria-label={t("listLabel")} className="divide-y" data-testid="conversation-list">
          {rows.map((conversation) => {
            const party = partyOf(conversation);
            const last = conversation.last_message;
            const unread = conversation.unread_message_count ?? 0;
            const current = conversation.id === openId;
            const preview =
              last?.message ?? ((last?.file_full_url?.length ?? 0) > 0 ? t("imageOnly") : "");
            return (
              <li key={conversation.id}>
                <Link
                  href={`${basePath}${separator}conversationId=${String(conversation.id)}${party.type ? `&type=${party.type}` : ""}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "hover:bg-muted flex items-center gap-3 p-3",
                    current && "bg-muted",
                  )}
                >
                  <PartyAvatar name={party.name} image={party.image} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium" dir="auto">
                        {party.name}
                      </span>
                      {unread > 0 ? (
                        <Badge data-testid="unread-count">
                          <span aria-hidden="true">{unread}</span>
                          <span className="sr-only">{t("unread", { count: unread })}</span>
                        </Badge>
                      ) : null}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      {party.type ? t(`parties.${party.type}`) : null}
                    </span>
                    {preview ? (
                      <span className="text-muted-foreground truncate text-sm" dir="auto">
                        {preview}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {term === "" && all.hasNextPage ? (
        <div className="border-t p-3">
          <Button
            variant="outline"
            className="w-full"
            disabled={all.isFetchingNextPage}
            onClick={() => void all.fetchNextPage()}
          >
            {t("more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
