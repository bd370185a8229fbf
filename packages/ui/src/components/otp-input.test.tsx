import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { OtpInput } from "./otp-input";

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <>
      <OtpInput value={code} onChange={setCode} {...(onComplete ? { onComplete } : {})} />
      <output>{code}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });

describe("OtpInput", () => {
  it("shows six boxes and advances focus as digits are typed", async () => {
    render(<Harness />);
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    await userEvent.click(box(1));
    await userEvent.keyboard("12");
    expect(box(1)).toHaveValue("1");
    expect(box(2)).toHaveValue("2");
    expect(box(3)).toHaveFocus();
  });

  it("ignores letters", async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard("a");
    expect(box(1)).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("fills every box from a pasted code and reports completion", async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.paste("123 456");
    expect(screen.getByRole("status")).toHaveTextContent("123456");
    expect(box(6)).toHaveValue("6");
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("goes back and clears with Backspace", async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard("123");
    expect(box(4)).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    expect(screen.getByRole("status")).toHaveTextContent(/^12$/);
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    expect(screen.getByRole("status")).toHaveTextContent(/^1$/);
  });

  it("moves between boxes with the arrow keys", async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard("12");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(box(2)).toHaveFocus();
  });
});
