// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";

import { packageViewResponseSchema } from "@marketplace/api-client";

import registration from "~/messages/en/registration.json";
import { PackageCards } from "./package-cards";

afterEach(cleanup);

const { packages } = packageViewResponseSchema.parse({
  packages: [
    {
      id: 1,
      package_name: "Starter",
      price: "19.00",
      validity: 30,
      max_order: "300",
      max_product: "50",
      pos: 0,
      mobile_app: 0,
      chat: 1,
      review: 1,
      self_delivery: 0,
    },
    {
      id: 3,
      package_name: "Pro",
      price: 149,
      validity: 1,
      max_order: "unlimited",
      max_product: "unlimited",
      pos: 1,
      mobile_app: 1,
      chat: 1,
      review: 1,
      self_delivery: 1,
    },
  ],
});

function Cards({ message }: { message?: string }) {
  const form = useForm<{ package_id: string }>({ defaultValues: { package_id: "" } });
  return (
    <NextIntlClientProvider locale="en" messages={{ registration }} timeZone="UTC">
      <PackageCards
        packages={packages}
        currency={{ symbol: "$", direction: "left", digits: 2 }}
        register={form.register("package_id")}
        message={message}
      />
    </NextIntlClientProvider>
  );
}

describe("PackageCards", () => {
  it("names each package's radio and describes its price, validity, limits and features", () => {
    render(<Cards />);
    const starter = screen.getByRole("radio", { name: "Starter" });
    const details = document.getElementById(starter.getAttribute("aria-describedby") ?? "");
    expect(details?.textContent).toContain("$19.00 for 30 days");
    expect(details?.textContent).toContain("Up to 300 orders");
    expect(details?.textContent).toContain("Included: Chat with customers");
    expect(details?.textContent).toContain("Not included: Point of sale (POS)");
    const pro = screen.getByRole("radio", { name: "Pro" });
    const proDetails = document.getElementById(pro.getAttribute("aria-describedby") ?? "");
    expect(proDetails?.textContent).toContain("$149.00 for 1 day");
    expect(proDetails?.textContent).toContain("Unlimited products");
    expect(proDetails?.textContent).not.toContain("Not included");
  });

  it("picks a package from its name and shows the group's message", async () => {
    const user = userEvent.setup();
    render(<Cards message={registration.errors.package_required} />);
    await user.click(screen.getByText("Pro"));
    expect(screen.getByRole("radio", { name: "Pro" })).toHaveProperty("checked", true);
    const group = screen.getByRole("group", { name: registration.packagesLegend });
    expect(within(group).getByText(registration.errors.package_required)).toBeTruthy();
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
  });
});
