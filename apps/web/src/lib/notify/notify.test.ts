import { describe, expect, it, vi } from "vitest";

const shown: string[] = [];
vi.mock("./toast", () => ({
  toast: {
    success: (message: string) => shown.push(`success:${message}`),
    error: (message: string) => shown.push(`error:${message}`),
  },
}));

describe("notify", () => {
  it("mounts the toaster on the first message and shows messages once it listens", async () => {
    const { notify, registerToasterHost, toasterReady } = await import("./notify");
    const mount = vi.fn();
    registerToasterHost(mount);
    const first = notify.success("New location has been set.");
    const second = notify.error("Please insert a valid email.");
    expect(mount).toHaveBeenCalled();
    expect(shown).toEqual([]);
    toasterReady();
    await Promise.all([first, second]);
    expect(shown).toEqual([
      "success:New location has been set.",
      "error:Please insert a valid email.",
    ]);
  });
});
