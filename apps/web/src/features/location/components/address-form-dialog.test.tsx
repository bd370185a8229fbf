// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Address } from "@marketplace/api-client";

import location from "~/messages/en/location.json";
import { renderWithMessages } from "~/test/render-with-messages";
import { AddressFormDialog } from "./address-form-dialog";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("./location-picker", () => ({ LocationPicker: () => null }));
const runSdkCall = vi.fn();
vi.mock("~/lib/api/run-sdk-call", () => ({
  runSdkCall: (...args: unknown[]) => runSdkCall(...args) as unknown,
}));
vi.mock("~/lib/notify/notify", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  cleanup();
  runSdkCall.mockReset();
});

const saved = {
  id: 7,
  address_type: "home",
  address: "12 Market Street",
  latitude: 23.8,
  longitude: 90.4,
  contact_person_name: "Ann Lee",
  contact_person_number: "+15550000009",
} as Address;

const t = location.address;

/** Opens the dialog (editing `address`, or adding), clears the given fields and submits. */
async function clearAndSubmit(address: Address | null, fields: readonly string[]) {
  await renderWithMessages(
    <AddressFormDialog
      address={address}
      contact={{ name: "Ann Lee", phone: "+15550000009" }}
      defaultCenter={null}
      mapStyleUrl={null}
      onClose={vi.fn()}
    />,
  );
  const dialog = screen.getByRole("dialog");
  const user = userEvent.setup({ delay: null });
  for (const label of fields) await user.clear(within(dialog).getByLabelText(label));
  await user.click(within(dialog).getByRole("button", { name: address ? t.update : t.add }));
  return dialog;
}

describe("address form messages (spec A §5)", () => {
  it.each([
    [null, [], "Address is required", t.pickOnMap],
    [saved, [t.contactName], "Name is required", t.contactName],
    [saved, [t.contactPhone], "Phone Number is required", t.contactPhone],
  ] as const)(
    "%o, cleared %o → %s, on its control, nothing is sent",
    async (address, fields, message, control) => {
      const dialog = await clearAndSubmit(address, fields);
      const shown = await within(dialog).findByText(message);
      const target =
        control === t.pickOnMap
          ? within(dialog).getByRole("button", { name: control })
          : within(dialog).getByLabelText(control);
      expect(target.getAttribute("aria-describedby")).toContain(shown.id);
      expect(runSdkCall).not.toHaveBeenCalled();
    },
  );
});
