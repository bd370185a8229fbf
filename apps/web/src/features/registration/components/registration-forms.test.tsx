// @vitest-environment jsdom
import type { ReactElement } from "react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";

import { moduleSchema, vehicleSchema, zoneSchema } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { VisitorProvider } from "~/lib/visitor/visitor-provider";
import registration from "~/messages/en/registration.json";
import { CourierRegistrationForm } from "./courier-registration-form";
import { VendorRegistrationForm } from "./vendor-registration-form";

// Forms driven through user events: generous on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const errors = registration.errors;
const visitor: VisitorContext = {
  theme: "light",
  language: "en",
  location: null,
  module: null,
  guestId: null,
  signedIn: false,
};
const zones = [zoneSchema.parse({ id: 1, name: "Old Town" })];
const vehicles = [vehicleSchema.parse({ id: 2, name: "Motorbike" })];
const modules = [moduleSchema.parse({ id: 1, module_name: "Grocery", module_type: "grocery" })];

function renderForm(element: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ registration }} timeZone="UTC">
      <VisitorProvider value={visitor}>{element}</VisitorProvider>
    </NextIntlClientProvider>,
  );
}

/** The messages the form shows (fields' and groups'), in page order. */
const shownMessages = (form: HTMLElement) =>
  Array.from(form.querySelectorAll("[data-slot=form-message], p.text-destructive"), (node) =>
    (node.textContent ?? "").trim(),
  );

/** Lets the resolver (a promise) and React settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the delivery-staff form", () => {
  it("shows every required field's message on Submit of a blank form", async () => {
    const user = userEvent.setup();
    renderForm(<CourierRegistrationForm zones={zones} vehicles={vehicles} />);
    const form = screen.getByTestId("courier-form");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(shownMessages(form)).toEqual([
        errors.required, // first name
        errors.email_invalid,
        errors.phone_invalid,
        errors.password_weak,
        errors.required, // identity number
        errors.choose, // zone
        errors.choose, // vehicle
      ]),
    );
    expect(within(form).getByRole("textbox", { name: /First name/ })).toHaveProperty(
      "ariaInvalid",
      "true",
    );
  });

  it("moves nothing between the press and the release of Submit, so the click lands", async () => {
    const user = userEvent.setup();
    renderForm(<CourierRegistrationForm zones={zones} vehicles={vehicles} />);
    const form = screen.getByTestId("courier-form");
    await user.type(within(form).getByRole("textbox", { name: /Last name/ }), "Courier");
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "cory@");
    await user.click(within(form).getByRole("checkbox", { name: "Delivery" }));
    // The press takes the focus off the checkbox: a message appearing now would push the button away.
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.pointer({ keys: "[MouseLeft>]", target: submit });
    await settle();
    expect(shownMessages(form)).toEqual([]);
    await user.pointer({ keys: "[/MouseLeft]", target: submit });
    await waitFor(() =>
      expect(shownMessages(form)).toEqual([
        errors.required,
        errors.email_invalid,
        errors.phone_invalid,
        errors.password_weak,
        errors.required,
        errors.choose,
        errors.choose,
        errors.serve_for_required,
      ]),
    );
    expect(within(form).getByRole("textbox", { name: /Last name/ })).toHaveProperty(
      "value",
      "Courier",
    );
    // Fixed as typed after that.
    await user.type(within(form).getByRole("textbox", { name: /First name/ }), "Cory");
    await waitFor(() => expect(shownMessages(form)[0]).toBe(errors.email_invalid));
  });
});

describe("the vendor form", () => {
  const renderVendor = () =>
    renderForm(
      <VendorRegistrationForm
        zones={zones}
        modules={modules}
        mapStyleUrl={null}
        fallbackCenter={{ lat: 0, lng: 0 }}
        packages={[]}
        currency={{ symbol: "$", direction: "left", digits: 2 }}
      />,
    );

  it("shows every owner field's message on Next of a blank form, and stays on the step", async () => {
    const user = userEvent.setup();
    renderVendor();
    const form = screen.getByTestId("vendor-form");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(shownMessages(form)).toEqual([
        errors.required, // first name
        errors.email_invalid,
        errors.phone_invalid,
        errors.password_weak,
      ]),
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(registration.stepOwner);
  });

  it("moves nothing between the press and the release of Next; then fields are checked as typed", async () => {
    const user = userEvent.setup();
    renderVendor();
    const form = screen.getByTestId("vendor-form");
    await user.type(within(form).getByRole("textbox", { name: /Last name/ }), "Vendor");
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "not-an-email");
    const next = screen.getByRole("button", { name: "Next" });
    await user.pointer({ keys: "[MouseLeft>]", target: next });
    await settle();
    expect(shownMessages(form)).toEqual([]);
    await user.pointer({ keys: "[/MouseLeft]", target: next });
    await waitFor(() =>
      expect(shownMessages(form)).toEqual([
        errors.required,
        errors.email_invalid,
        errors.phone_invalid,
        errors.password_weak,
      ]),
    );
    const email = within(form).getByRole("textbox", { name: /Email/ });
    await user.clear(email);
    await user.type(email, "vera@shop.test");
    await waitFor(() =>
      expect(shownMessages(form)).toEqual([
        errors.required,
        errors.phone_invalid,
        errors.password_weak,
      ]),
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(registration.stepOwner);
  });
});
