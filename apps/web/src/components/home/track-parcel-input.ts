/**
 * Parcel tracking input (spec D §5, A §5): an order id is required ('Need a order id'); a guest also
 * needs a contact number ('Need a contact number'); the phone is sent with a '+' prefix.
 * TODO(domain): @marketplace/domain lists "parcel-tracking input rules" but does not export them yet;
 * replace this with its function when it lands.
 */
export type TrackParcelCheck =
  | { code: "ok"; orderId: number; contactNumber: string | undefined }
  | { code: "order_id_required" }
  | { code: "contact_required" };

export function checkTrackParcelInput(input: {
  orderId: string;
  contact: string;
  signedIn: boolean;
}): TrackParcelCheck {
  const orderId = input.orderId.trim();
  if (!/^\d+$/.test(orderId)) return { code: "order_id_required" };
  const contact = input.contact.trim();
  if (!input.signedIn && contact === "") return { code: "contact_required" };
  const contactNumber =
    contact === ""
      ? undefined
      : contact.includes("@") || contact.startsWith("+")
        ? contact
        : `+${contact}`;
  return { code: "ok", orderId: Number(orderId), contactNumber };
}
