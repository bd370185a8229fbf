"use client";

import Link from "next/link";
import { MessageCircle } from "lucide-react";

import type { ChatTarget } from "@marketplace/domain";
import { chatHref } from "@marketplace/domain";

import { notify } from "~/lib/notify/notify";

/**
 * Opens a chat with a store or a delivery person. Signed out, it stays a button that shows the error toast
 * ('You are not logged in'). Labels and classes come from the server (`controlClasses()`): no message
 * catalogue or class merger in the first load of the page that shows it.
 */
export function ChatButton({
  target,
  signedIn,
  label,
  signedOutText,
  className,
}: {
  target: ChatTarget;
  signedIn: boolean;
  label: string;
  signedOutText: string;
  className: string;
}) {
  if (!signedIn)
    return (
      <button
        type="button"
        className={className}
        data-testid="chat-button"
        onClick={() => void notify.error(signedOutText)}
      >
        <MessageCircle aria-hidden="true" />
        {label}
      </button>
    );
  return (
    <Link href={chatHref(target)} prefetch={false} className={className} data-testid="chat-button">
      <MessageCircle aria-hidden="true" />
      {label}
    </Link>
  );
}
