import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FormField } from "./form-field";
import { Input } from "./input";

describe("FormField", () => {
  it("labels the control and describes it with the help text", () => {
    render(
      <FormField label="Email" description="We never share it.">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAccessibleDescription("We never share it.");
    expect(input).not.toBeInvalid();
  });

  it("marks the control invalid and announces the message", () => {
    render(
      <FormField label="Password" message="Password must be at least 6 characters" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Password" });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("Password must be at least 6 characters");
  });
});
