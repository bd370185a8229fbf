// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ProfileEditLabels } from "./profile-edit-form";
import { renderWithIntl } from "~/features/auth/test/render-with-intl";
import auth from "~/messages/en/auth.json";
import domain from "~/messages/en/domain.json";
import profile from "~/messages/en/profile.json";
import { ProfileEditEntry } from "./profile-edit-entry";
import { ProfileEditForm } from "./profile-edit-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
const runSdkCall = vi.fn();
vi.mock("~/lib/api/run-sdk-call", () => ({
  runSdkCall: (...args: unknown[]) => runSdkCall(...args) as unknown,
}));
vi.mock("~/lib/notify/notify", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The OTP modal's next-intl island: the test's own provider stands in for the layout's catalogue.
vi.mock("~/lib/i18n/with-intl", () => ({ withIntl: <T,>(load: Promise<T>) => load }));
afterEach(() => {
  cleanup();
  runSdkCall.mockReset();
});

const s = profile.settings;
const labels: ProfileEditLabels = {
  edit: s.edit,
  name: s.name,
  email: s.email,
  phone: s.phone,
  notChangeable: s.notChangeable,
  reset: s.reset,
  update: s.update,
  goBack: s.goBack,
  noChanges: s.noChanges,
  updated: s.updated,
  choosePhoto: s.choosePhoto,
  photoHint: s.photoHint,
  photoPreview: s.photoPreview,
  password: s.password,
  confirmPassword: s.confirmPassword,
  currentPassword: s.currentPassword,
  passwordHint: s.passwordHint,
  errors: {
    name_required: domain.name_required,
    email_required: domain.email_required,
    email_invalid: domain.email_invalid,
    profile_phone_required: domain.profile_phone_required,
    password_too_short: domain.password_too_short,
    new_password_too_short: domain.new_password_too_short,
    new_password_too_long: domain.new_password_too_long,
    new_password_common: domain.new_password_common,
    passwords_must_match: domain.passwords_must_match,
    photo_invalid: domain.photo_invalid,
  },
};
const classes = { primary: "", outline: "", ghost: "", input: "", label: "" };
const initial = { name: "Ann Lee", email: "ann@example.com", phone: "+15550000009" };

async function editAndSubmit(values: Record<string, string>, demoCode: string | null = null) {
  renderWithIntl(
    <ProfileEditForm
      initial={initial}
      phoneLocked={false}
      manualLogin
      labels={labels}
      classes={classes}
      demoCode={demoCode}
      onClose={vi.fn()}
    />,
  );
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { exact: true });
    await user.clear(field);
    if (value !== "") {
      await user.click(field);
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole("button", { name: s.update }));
}

describe("profile form messages (spec A §5)", () => {
  it.each([
    [{ Name: "" }, "name is required"],
    [{ Name: "   " }, "name is required"],
    [{ Phone: "" }, "phone number required"],
    [{ Phone: "abc" }, "phone number required"],
    [{ Email: "" }, "Email is required"],
    [{ Email: "ann@example" }, "Must be a valid email"],
    [{ Email: `${"a".repeat(250)}@example.com` }, "Must be a valid email"],
    [{ Password: "abc", "Confirm Password": "abc" }, domain.password_too_short],
    [{ Password: "Lime-42", "Confirm Password": "Lime-42" }, domain.new_password_too_short],
    [{ Password: "password1", "Confirm Password": "password1" }, domain.new_password_common],
    [{ Password: "Lime-tree-42", "Confirm Password": "Lime-tree-43" }, "Passwords must match"],
  ])("%o → %s, on its field, and nothing is sent", async (change, message) => {
    await editAndSubmit(change);
    // The form's rules load on the first submit (a dynamic import): a slow first lookup.
    const shown = await screen.findByText(message, {}, { timeout: 10_000 });
    // The message's field: the confirmation's own rule is "Passwords must match".
    const label = message === "Passwords must match" ? "Confirm Password" : Object.keys(change)[0];
    const field = screen.getByLabelText(label ?? "", { exact: true });
    expect(field.getAttribute("aria-describedby")).toContain(shown.id);
    expect(runSdkCall).not.toHaveBeenCalled();
  });
});

describe("the code step of a phone or e-mail change (spec A §2 OTP modal)", () => {
  it("is the auth feature's OTP modal: masked destination, six boxes, countdown, demo note", async () => {
    runSdkCall
      .mockResolvedValueOnce({ ok: true, data: { otp_send: true, verification_on: "phone" } })
      .mockResolvedValueOnce({ ok: true, data: { message: "ok" } });
    await editAndSubmit({ Phone: "+15550000077" }, "123456");
    const dialog = await screen.findByRole("dialog", { name: auth.otpTitle }, { timeout: 10_000 });
    expect(dialog.textContent).toContain("+1*******077");
    expect(dialog.textContent).not.toContain("+15550000077");
    expect(dialog.textContent).toContain("Demo mode: use the code 123456.");
    expect(dialog.textContent).toMatch(/Resend code in (60|5\d) s/);
    const verify = screen.getByRole("button", { name: auth.verify });
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("textbox", { name: "Digit 1 of 6" }));
    await user.paste("123456");
    expect((verify as HTMLButtonElement).disabled).toBe(false);
    await user.click(verify);
    expect(runSdkCall).toHaveBeenCalledTimes(2);
  });
});

describe("'Edit details' (the form's code loads on intent)", () => {
  it("opens the form on the click and 'Go back' brings the button back", async () => {
    renderWithIntl(
      <ProfileEditEntry
        initial={initial}
        phoneLocked
        manualLogin={false}
        labels={labels}
        classes={classes}
        demoCode={null}
      />,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByLabelText(s.name, { exact: true })).toBeNull();
    await user.click(screen.getByRole("button", { name: s.edit }));
    const name = await screen.findByLabelText(s.name, { exact: true }, { timeout: 10_000 });
    expect((name as HTMLInputElement).value).toBe("Ann Lee");
    expect(screen.getByText(s.notChangeable)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: s.goBack }));
    expect(screen.getByRole("button", { name: s.edit })).toBeTruthy();
    expect(screen.queryByLabelText(s.name, { exact: true })).toBeNull();
  });
});
