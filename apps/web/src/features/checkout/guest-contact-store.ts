"use client";

import { useCallback, useState, useSyncExternalStore } from "react";

import type { GuestContact } from "./components/address-dialogs";
import { GUEST_CONTACT_KEY } from "~/lib/visitor/device-person-data";

/** Where a guest's contact is kept on this device (forgotten at sign-out and sign-in). */
export { GUEST_CONTACT_KEY };
const EMPTY: GuestContact = { name: "", phone: "", email: "" };
// Checked by hand, not with zod: the checkout's first load stays without a schema library.
const text = (value: unknown) => (typeof value === "string" && value.length <= 255 ? value : null);

/** The stored contact, or empty when none (or unreadable: storage off, a value of another shape). */
export function readGuestContact(storage: Pick<Storage, "getItem">): GuestContact {
  try {
    const raw: unknown = JSON.parse(storage.getItem(GUEST_CONTACT_KEY) ?? "null");
    if (typeof raw !== "object" || raw === null) return EMPTY;
    const fields = raw as Record<string, unknown>;
    const name = text(fields.name);
    const phone = text(fields.phone);
    const email = text(fields.email);
    return name === null || phone === null || email === null ? EMPTY : { name, phone, email };
  } catch {
    return EMPTY;
  }
}

/** Keeps the contact; an empty one (the dialog's Reset, then Save) is forgotten. */
export function writeGuestContact(
  storage: Pick<Storage, "setItem" | "removeItem">,
  contact: GuestContact,
) {
  try {
    if (contact.name === "" && contact.phone === "" && contact.email === "")
      storage.removeItem(GUEST_CONTACT_KEY);
    else storage.setItem(GUEST_CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // Storage full or switched off: the contact stays for this page only.
  }
}

const noSubscription = () => () => undefined;
/** The last stored value read and what it parsed to: the same text gives the same object. */
let lastRead: { raw: string | null; contact: GuestContact } = { raw: null, contact: EMPTY };

/** The stored contact of this device, the same object while the stored text is the same. */
function storedContact(): GuestContact {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(GUEST_CONTACT_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== lastRead.raw) lastRead = { raw, contact: readGuestContact({ getItem: () => raw }) };
  return lastRead.contact;
}

const serverContact = () => EMPTY;

/**
 * The guest contact dialog's value (name, number, email), kept per device so a reload or a later
 * checkout does not ask again. The checkout form is rendered on the server, so the stored contact is
 * read once the page has hydrated (the server's HTML and the hydration show none); an edit replaces it.
 * A device with none stored reads the same empty object as the server, so the whole form is not rendered
 * again right after hydrating (React renders it at once, synchronously, after hydration).
 */
export function useGuestContact(keep: boolean): [GuestContact, (contact: GuestContact) => void] {
  const [edited, setEdited] = useState<GuestContact | null>(null);
  const stored = useSyncExternalStore(
    noSubscription,
    keep ? storedContact : serverContact,
    serverContact,
  );
  const contact = edited ?? stored;
  const save = useCallback(
    (next: GuestContact) => {
      setEdited(next);
      if (keep) writeGuestContact(window.localStorage, next);
    },
    [keep],
  );
  return [contact, save];
}
