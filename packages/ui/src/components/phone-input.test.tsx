import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { PhoneInput } from "./phone-input";

const countries = [
  { dialCode: "+880", name: "Bangladesh" },
  { dialCode: "+966", name: "Saudi Arabia" },
];

describe("PhoneInput", () => {
  it("keeps the country dropdown disabled unless the picker is enabled", () => {
    render(<PhoneInput aria-label="Phone" countries={countries} dialCode="+880" />);
    expect(screen.getByRole("combobox", { name: "Country code" })).toBeDisabled();
  });

  it("reports a new dialling code when the picker is enabled", async () => {
    const onDialCodeChange = vi.fn();
    render(
      <PhoneInput
        aria-label="Phone"
        countries={countries}
        dialCode="+880"
        countryPickerEnabled
        onDialCodeChange={onDialCodeChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "+966");
    expect(onDialCodeChange).toHaveBeenCalledWith("+966");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("type", "tel");
  });
});
