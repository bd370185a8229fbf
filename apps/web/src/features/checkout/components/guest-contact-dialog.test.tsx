// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import checkout from "~/messages/en/checkout.json";
import { renderWithMessages } from "~/test/render-with-messages";
import { GuestContactDialog } from "./address-dialogs";

afterEach(cleanup);

const filled = { name: "Kept Guest", phone: "+15553334444", email: "kept@example.test" };
const labels = {
  name: checkout.contactName,
  phone: checkout.contactPhone,
  email: checkout.contactEmail,
} as const;

describe("guest contact form (spec A §5: name, phone and email marked required)", () => {
  it("marks every field required", async () => {
    await renderWithMessages(
      <GuestContactDialog initial={filled} onSave={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole("dialog");
    for (const label of Object.values(labels))
      expect(within(dialog).getByText(`${label} *`)).toBeTruthy();
  });

  it.each(["name", "phone", "email"] as const)(
    "an empty %s shows 'This field is required' on it and is not saved",
    async (field) => {
      const onSave = vi.fn();
      await renderWithMessages(
        <GuestContactDialog initial={filled} onSave={onSave} onClose={vi.fn()} />,
      );
      const dialog = screen.getByRole("dialog");
      const user = userEvent.setup({ delay: null });
      const input = within(dialog).getByLabelText(`${labels[field]} *`);
      await user.clear(input);
      await user.type(input, "   ");
      await user.click(within(dialog).getByRole("button", { name: checkout.save }));
      const shown = within(dialog).getByText(checkout.required);
      expect(input.getAttribute("aria-describedby")).toBe(shown.id);
      expect(within(dialog).getAllByText(checkout.required)).toHaveLength(1);
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it("saves the trimmed contact when every field is given", async () => {
    const onSave = vi.fn();
    await renderWithMessages(
      <GuestContactDialog initial={filled} onSave={onSave} onClose={vi.fn()} />,
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: checkout.save }));
    expect(onSave).toHaveBeenCalledWith(filled);
  });
});
