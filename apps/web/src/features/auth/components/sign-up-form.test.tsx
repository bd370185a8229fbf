// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SignUpSettings, SignUpTexts } from "./sign-up-form";
import auth from "~/messages/en/auth.json";
import domain from "~/messages/en/domain.json";
import { SIGN_UP_MESSAGE_CODES } from "../lib/sign-up-fields";
import { renderWithIntl } from "../test/render-with-intl";
import { SignUpForm } from "./sign-up-form";

// Forms driven through user events: generous on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));

const submitSignUp = vi.fn();
vi.mock("../lib/sign-up-submit", () => ({
  submitSignUp: (...args: unknown[]) => submitSignUp(...args) as unknown,
  afterSignUpHref: () => "/home?auth=welcome",
}));

const notifyError = vi.fn();
vi.mock("~/lib/notify/notify", () => ({
  notify: { success: vi.fn(), error: (message: string) => notifyError(message) as unknown },
}));

beforeEach(() => {
  submitSignUp.mockReset();
  notifyError.mockReset();
  push.mockReset();
});
afterEach(cleanup);

const settings: SignUpSettings = {
  dialCode: "+1",
  countries: [
    { dialCode: "+1", name: "United States" },
    { dialCode: "+44", name: "United Kingdom" },
  ],
  countryPickerEnabled: true,
  showsReferCode: false,
  firebaseOtp: false,
};
const labels = {
  name: auth.userName,
  ref_code: auth.referCode,
  email: auth.email,
  phone: auth.phone,
  password: auth.password,
  confirm_password: auth.confirmPassword,
  terms: auth.acceptTerms,
};
const messages = Object.fromEntries(SIGN_UP_MESSAGE_CODES.map((code) => [code, domain[code]]));
const texts: SignUpTexts = {
  countryCode: auth.countryCode,
  showPassword: auth.showPassword,
  hidePassword: auth.hidePassword,
  submit: auth.signUp,
  success: auth.signInSuccess,
  termsLink: auth.termsLink,
  somethingWentWrong: "Something went wrong.",
};

function renderForm(overrides: Partial<SignUpSettings> = {}) {
  return renderWithIntl(
    <SignUpForm
      buttonClassName="button"
      settings={{ ...settings, ...overrides }}
      labels={labels}
      messages={messages}
      texts={texts}
    />,
  );
}

const valid = {
  "User name": "Ann",
  Email: "ann@example.com",
  Phone: "5550000009",
  Password: "Lime-tree-42",
  "Confirm password": "Lime-tree-42",
};

/** Types into the labelled fields (an empty value leaves the field empty), then submits. */
async function fillAndSubmit(values: Record<string, string>) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole("checkbox", { name: /Terms and Conditions/ }));
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value !== "") {
      await user.click(field);
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("sign-up form (spec A §2, §5)", () => {
  it("keeps Sign Up disabled until the terms are accepted", async () => {
    renderForm();
    const button = screen.getByRole("button", { name: "Sign Up" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole("checkbox", { name: /Terms and Conditions/ }));
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [{ "User name": "" }, "First name is required"],
    [{ Email: "" }, "Email is required"],
    [{ Email: "ann@example" }, "Must be a valid email"],
    [{ Email: `${"a".repeat(250)}@example.com` }, "Must be a valid email"],
    [{ Phone: "" }, "Please give a phone number"],
    [{ Phone: "55500" }, "number must be 10 digits"],
    [{ Password: "", "Confirm password": "" }, "Password is required"],
    [
      { Password: "abc", "Confirm password": "abc" },
      "Password is too short - should be 6 chars minimum.",
    ],
    [{ "Confirm password": "" }, "Confirm Password"],
    [{ "Confirm password": "secret2" }, "Passwords must match"],
  ])("%o → %s, and nothing is sent", async (change, message) => {
    renderForm();
    await fillAndSubmit({ ...valid, ...change });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(submitSignUp).not.toHaveBeenCalled();
  });

  it("shows a field's message once the visitor leaves it", async () => {
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText(/^User name/));
    await user.tab();
    expect(await screen.findByText("First name is required")).toBeTruthy();
    // Only the field that was left: the others are still untouched.
    expect(screen.queryByText("Email is required")).toBeNull();
  });

  it("sends the phone with its dialling code, then goes on signed in", async () => {
    submitSignUp.mockResolvedValue({ kind: "signed-in" });
    renderForm();
    await fillAndSubmit(valid);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/home?auth=welcome"));
    expect(submitSignUp).toHaveBeenCalledWith(
      {
        name: "Ann",
        email: "ann@example.com",
        phone: "+15550000009",
        password: "Lime-tree-42",
        ref_code: "",
      },
      expect.anything(),
      { firebaseOtp: false },
    );
  });

  it("puts the server's field errors on their fields and toasts the others", async () => {
    submitSignUp.mockResolvedValue({
      kind: "failed",
      fields: { password: "The password must be at least 8 characters." },
      messages: ["Too many attempts."],
    });
    renderForm();
    await fillAndSubmit(valid);
    const password = screen.getByLabelText(/^Password/);
    const message = await screen.findByText("The password must be at least 8 characters.");
    expect(password.getAttribute("aria-describedby")).toContain(message.id);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith("Too many attempts."));
    expect(push).not.toHaveBeenCalled();
  });

  it("shows the refer code field only when the config allows it", () => {
    renderForm();
    expect(screen.queryByLabelText(/Refer code/)).toBeNull();
    cleanup();
    renderForm({ showsReferCode: true });
    expect(screen.getByLabelText(/Refer code/)).toBeTruthy();
  });

  it("offers only the config country's code when the country picker is off", () => {
    renderForm({ countryPickerEnabled: false, countries: [{ dialCode: "+1", name: "US" }] });
    const picker = screen.getByRole("combobox", { name: "Country code" });
    expect((picker as HTMLSelectElement).disabled).toBe(true);
    expect(within(picker).getAllByRole("option")).toHaveLength(1);
  });
});
