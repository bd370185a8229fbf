"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { useEffect, useRef } from "react";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@marketplace/ui";

import { useSignOut } from "~/features/frame/components/sign-out-button";

export interface ProfileMenuEntryView {
  key: string;
  label: string;
  href: string;
}

/**
 * The header's profile button and dropdown (spec A §2): the config's entries (domain `profileMenuEntries`,
 * only those whose route exists), then Logout with its confirmation.
 */
export function ProfileMenu({
  label,
  icon,
  entries,
  logout,
  defaultOpen = false,
  defaultFocus = false,
}: {
  /** Focus the button at once: it replaces a stand-in that had the focus. */
  defaultFocus?: boolean;
  /** Open at once: the visitor clicked the server-rendered stand-in before this code had loaded. */
  defaultOpen?: boolean;
  /** 'Profile' */
  label: string;
  icon: ReactNode;
  entries: readonly ProfileMenuEntryView[];
  logout: { label: string; success: string };
}) {
  const signOut = useSignOut(logout.success);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultFocus) trigger.current?.focus();
  }, [defaultFocus]);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <button
            ref={trigger}
            type="button"
            className="hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium"
          >
            {icon}
            {label}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          {entries.map((entry) => (
            <DropdownMenuItem key={entry.key} asChild>
              <Link href={entry.href} prefetch={false} data-entry={entry.key}>
                {entry.label}
              </Link>
            </DropdownMenuItem>
          ))}
          {entries.length > 0 ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem disabled={signOut.pending} onSelect={signOut.ask}>
            {logout.label}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {signOut.dialog}
    </>
  );
}
