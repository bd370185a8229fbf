// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { DeferredHomeTabs } from "./deferred-home-tabs";
import { StaticTabs } from "./static-tabs";

afterEach(cleanup);

const props = {
  label: "Basic Medicine Nearby",
  dir: "ltr" as const,
  panels: [
    { key: "all", label: "All", content: <p>All medicines</p> },
    { key: "new", label: "New", content: <p>New medicines</p> },
  ],
};

function renderTabs() {
  return render(
    <DeferredHomeTabs {...props}>
      <StaticTabs {...props} />
    </DeferredHomeTabs>,
  );
}

describe("DeferredHomeTabs", () => {
  it("opens the pressed tab when the tab code comes between the press and the click", async () => {
    renderTabs();
    const standIn = screen.getByRole("tab", { name: "New" });
    // The pointer comes over the tabs (their code starts loading), presses the stand-in, and the code
    // arrives before the release.
    act(() => {
      fireEvent.pointerEnter(standIn);
      fireEvent.pointerDown(standIn);
    });
    await waitFor(() => {
      expect(screen.getByRole("tab", { name: "New" })).not.toBe(standIn);
    });
    // The click lands on the loaded tabs (Radix chooses on the press, not on the click).
    fireEvent.click(screen.getByRole("tab", { name: "New" }));
    expect(screen.getByRole("tab", { name: "New" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("New medicines");
  });

  it("a right press or a Ctrl-click loads the tab code but opens no tab, as Radix", async () => {
    renderTabs();
    const standIn = screen.getByRole("tab", { name: "New" });
    act(() => {
      fireEvent.pointerDown(standIn, { button: 2 });
    });
    await waitFor(() => {
      expect(screen.getByRole("tab", { name: "New" })).not.toBe(standIn);
    });
    expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("All medicines");

    cleanup();
    renderTabs();
    const again = screen.getByRole("tab", { name: "New" });
    act(() => {
      fireEvent.pointerDown(again, { button: 0, ctrlKey: true });
      fireEvent.click(again, { ctrlKey: true });
    });
    await waitFor(() => {
      expect(screen.getByRole("tab", { name: "New" })).not.toBe(again);
    });
    expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
  });

  it("opens the clicked tab (a keyboard's Enter on a stand-in tab)", async () => {
    renderTabs();
    fireEvent.click(screen.getByRole("tab", { name: "New" }));
    await waitFor(() => {
      expect(screen.getByRole("tab", { name: "New" }).getAttribute("aria-selected")).toBe("true");
    });
    expect(screen.getByRole("tabpanel").textContent).toBe("New medicines");
  });
});
