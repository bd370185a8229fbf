"use client";

import { useLocale, useTranslations } from "next-intl";

import type { ChatMessage } from "@marketplace/api-client";
import { cn } from "@marketplace/ui";

import { isMine, messageImages } from "../lib/chat-view";

function timeOf(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(date);
}

/** A message: the customer's own at the end side, the other party's at the start side; its images. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const t = useTranslations("chat");
  const locale = useLocale();
  const mine = isMine(message);
  const images = messageImages(message);
  return (
    <li
      className={cn("flex max-w-[85%] flex-col gap-1", mine ? "items-end self-end" : "self-start")}
      data-testid="message"
    >
      {mine ? <span className="sr-only">{t("you")}</span> : null}
      {message.message ? (
        <p
          dir="auto"
          className={cn(
            "rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
            mine ? "bg-primary text-primary-foreground" : "bg-muted",
          )}
        >
          {message.message}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private image through the same-origin proxy */}
                <img
                  src={src}
                  alt={t("imageAlt", { index: index + 1 })}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="bg-muted size-40 rounded-xl object-cover"
                  data-testid="message-image"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <time dateTime={message.created_at ?? undefined} className="text-muted-foreground text-xs">
        {timeOf(message.created_at, locale)}
      </time>
    </li>
  );
}
