// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { renderWithIntl } from "../test/render-with-intl";
import { ManualSignInForm } from "./manual-sign-in-form";
import { OtpPhoneForm } from "./otp-phone-form";

// Forms driven through user events: generous on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

afterEach(cleanup);

const phone = { initialDialCode: "+1", country: "US", countryPickerEnabled: true };

/** Types into the labelled fields (an empty value leaves the field empty), then submits. */
async function fillAndSubmit(values: Record<string, string>, submit: string) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value !== "") {
      await user.click(field);
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole("button", { name: submit }));
}

describe("sign-in form messages (spec A §5)", () => {
  it.each([
    [{ "Email or phone": "", Password: "secret1" }, "Email or phone number is required"],
    [{ "Email or phone": "ann@", Password: "secret1" }, "Must be a valid email or phone number"],
    [{ "Email or phone": "0123", Password: "secret1" }, "Must be a valid email or phone number"],
    [{ "Email or phone": "ann@example.com", Password: "" }, "Password is required"],
    [
      { "Email or phone": "ann@example.com", Password: "abc12" },
      "Password is too short - should be 6 chars minimum.",
    ],
  ])("%o → %s", async (values, message) => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <ManualSignInForm pending={false} onSubmit={onSubmit} forgotPasswordHref={null} />,
    );
    await fillAndSubmit(values, "Sign In");
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits a phone as field_type phone", async () => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <ManualSignInForm pending={false} onSubmit={onSubmit} forgotPasswordHref={null} />,
    );
    await fillAndSubmit({ "Email or phone": "+15550000001", Password: "Demo1234" }, "Sign In");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("+15550000001", "Demo1234", "phone"));
  });
});

describe("OTP phone form messages (spec A §5)", () => {
  it.each([
    ["", "Please give a phone number"],
    ["55500", "number must be 10 digits"],
  ])("%s → %s", async (number, message) => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <OtpPhoneForm
        pending={false}
        submitLabel="Get OTP"
        withRemember
        phone={phone}
        onSubmit={onSubmit}
      />,
    );
    await fillAndSubmit({ Phone: number }, "Get OTP");
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the number with the country's dialling code", async () => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <OtpPhoneForm
        pending={false}
        submitLabel="Get OTP"
        withRemember
        phone={phone}
        onSubmit={onSubmit}
      />,
    );
    await fillAndSubmit({ Phone: "555 000 0001" }, "Get OTP");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("+15550000001"));
  });
});
