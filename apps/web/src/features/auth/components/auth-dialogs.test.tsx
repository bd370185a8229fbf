// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { WELCOME_FLAG } from "../lib/welcome-flag";
import { AuthDialogs } from "./auth-dialogs";

// The modals themselves are covered by their own tests and the e2e specs: here, which one the parameter asks for.
vi.mock("./auth-modal", () => ({ AuthModal: () => <p>auth modal</p> }));
vi.mock("./welcome-modal", () => ({
  WelcomeModal: ({ onClose }: { onClose: () => void }) => (
    <button type="button" onClick={onClose}>
      welcome modal
    </button>
  ),
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function open(view: string, signedIn: boolean) {
  window.history.replaceState(null, "", `/home?auth=${encodeURIComponent(view)}&data_type=all`);
  return render(<AuthDialogs view={view} signedIn={signedIn} />);
}

describe("AuthDialogs", () => {
  it("shows the auth modal to a signed-out visitor on ?auth=sign-in", () => {
    const { container } = open("sign-in", false);
    expect(container.textContent).toBe("auth modal");
    expect(window.location.search).toBe("?auth=sign-in&data_type=all");
  });

  it("shows nothing to a signed-in visitor on ?auth=sign-in and drops only the parameter", () => {
    const { container } = open("sign-in", true);
    expect(container.textContent).toBe("");
    expect(window.location.search).toBe("?data_type=all");
  });

  it("shows the welcome modal only with its stored flag; closing clears the flag and the parameter", () => {
    window.localStorage.setItem(WELCOME_FLAG, "1");
    const { getByRole } = open("welcome", true);
    getByRole("button", { name: "welcome modal" }).click();
    expect(window.localStorage.getItem(WELCOME_FLAG)).toBeNull();
    expect(window.location.search).toBe("?data_type=all");
  });

  it("ignores ?auth=welcome without the flag, and any other value", () => {
    expect(open("welcome", true).container.textContent).toBe("");
    expect(window.location.search).toBe("?data_type=all");
    cleanup();
    expect(open("<script>alert(1)</script>", false).container.textContent).toBe("");
    expect(window.location.search).toBe("?data_type=all");
  });
});
