"use client";

import Link from "next/link";
import { useState, useSyncExternalStore } from "react";
import { Bell } from "lucide-react";

import { isUnreadNotification } from "@marketplace/domain";

import { readSeenAt, writeSeenAt } from "../lib/seen-store";

export interface NotificationRow {
  stamp: string;
  kind: string;
  title: string;
  description: string;
  createdAt: string | null;
  time: string;
  link: { href: string; label: string } | null;
}

const subscribe = () => () => undefined;

/**
 * The notifications, newest first; those newer than the last 'Mark all as read' in this browser carry the
 * 'New' marker (the API keeps no read state). Texts come from the server.
 */
export function NotificationList({
  rows,
  labels,
}: {
  rows: readonly NotificationRow[];
  labels: { new: string; markRead: string };
}) {
  const stored = useSyncExternalStore(subscribe, readSeenAt, () => Number.POSITIVE_INFINITY);
  const [seenAt, setSeenAt] = useState<number | null | undefined>(undefined);
  const current = seenAt === undefined ? stored : seenAt;
  const unread = rows.filter((row) =>
    isUnreadNotification({ created_at: row.createdAt }, current),
  ).length;
  return (
    <div className="flex flex-col gap-3">
      {unread > 0 ? (
        <button
          type="button"
          className="text-primary self-end text-sm font-medium hover:underline"
          onClick={() => {
            // The newest listed time too: the server's clock may run ahead of this browser's.
            const newest = Math.max(
              Date.now(),
              ...rows.map((row) => (row.createdAt ? Date.parse(row.createdAt) : 0) || 0),
            );
            writeSeenAt(newest);
            setSeenAt(newest);
          }}
        >
          {labels.markRead}
        </button>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="notification-list">
        {rows.map((row) => {
          const isNew = isUnreadNotification({ created_at: row.createdAt }, current);
          return (
            <li
              key={row.stamp}
              className="bg-card flex gap-3 rounded-xl border p-4"
              data-testid="notification"
              data-unread={isNew ? "true" : "false"}
            >
              <Bell aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold" dir="auto">
                    {row.title}
                  </span>
                  {isNew ? (
                    <span className="bg-primary text-primary-foreground rounded-full px-2 py-0.5 text-xs font-medium">
                      {labels.new}
                    </span>
                  ) : null}
                </p>
                <p className="text-muted-foreground text-xs">
                  {row.kind}
                  {row.time ? (
                    <>
                      {" · "}
                      <time dateTime={row.createdAt ?? undefined}>{row.time}</time>
                    </>
                  ) : null}
                </p>
                {row.description ? (
                  <p className="text-sm" dir="auto">
                    {row.description}
                  </p>
                ) : null}
                {row.link ? (
                  <Link
                    href={row.link.href}
                    prefetch={false}
                    className="text-primary self-start text-sm font-medium hover:underline"
                  >
                    {row.link.label}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
