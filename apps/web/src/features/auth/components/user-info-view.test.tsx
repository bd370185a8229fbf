// @vitest-environment jsdom
import type { ReactElement } from "react";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Dialog, DialogContent } from "@marketplace/ui";

import auth from "~/messages/en/auth.json";
import domain from "~/messages/en/domain.json";
import { renderWithIntl } from "../test/render-with-intl";
import { UserInfoView } from "./user-info-view";

afterEach(cleanup);

/** The view as the auth modal shows it: inside its dialog. */
const inDialog = (view: ReactElement) => (
  <Dialog open>
    <DialogContent closeLabel={auth.close}>{view}</DialogContent>
  </Dialog>
);

const otpContact = { loginType: "otp", phone: "+15550000009", email: null, ticket: "t" } as const;
const socialContact = {
  loginType: "social",
  phone: null,
  email: "ann@example.com",
  ticket: "t",
} as const;

describe("user_info form (spec A §5: no rules beyond the required markings)", () => {
  it.each([
    [otpContact, auth.email],
    [socialContact, auth.phone],
  ] as const)("marks the name and the missing channel (%o → %s) required", (contact, channel) => {
    renderWithIntl(
      inDialog(
        <UserInfoView contact={contact} showsReferCode pending={false} onSubmit={vi.fn()} />,
      ),
    );
    for (const label of [auth.name, channel])
      expect(
        screen
          .getByRole("textbox", { name: new RegExp(`^${label}`) })
          .getAttribute("aria-required"),
      ).toBe("true");
    expect(
      screen.getByRole("textbox", { name: auth.referCode }).getAttribute("aria-required"),
    ).toBeNull();
  });

  it.each([
    [auth.name, domain.name_required],
    [auth.email, domain.email_or_phone_required],
  ])("an empty %s shows its required message and nothing is sent", async (label, message) => {
    const onSubmit = vi.fn();
    renderWithIntl(
      inDialog(
        <UserInfoView
          contact={otpContact}
          showsReferCode={false}
          pending={false}
          onSubmit={onSubmit}
        />,
      ),
    );
    const user = userEvent.setup({ delay: null });
    const other = label === auth.name ? auth.email : auth.name;
    await user.type(
      screen.getByRole("textbox", { name: new RegExp(`^${other}`) }),
      "ann@example.com",
    );
    await user.click(screen.getByRole("button", { name: auth.done }));
    const shown = await screen.findByText(message);
    const field = screen.getByRole("textbox", { name: new RegExp(`^${label}`) });
    expect(field.getAttribute("aria-describedby")).toContain(shown.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
