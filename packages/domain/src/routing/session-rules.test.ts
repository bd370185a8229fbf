import { describe, expect, it } from "vitest";

import { afterAccountDeletion, afterSignOutTarget, sessionExpiry } from "./session-rules";

describe("sessionExpiry", () => {
  it("a 401 with a stored token clears the token and goes to /home", () => {
    expect(sessionExpiry(401, true)).toEqual({ code: "session_expired", href: "/home" });
  });

  it("other statuses, or a 401 without a token, are ordinary errors", () => {
    expect(sessionExpiry(401, false)).toBeNull();
    expect(sessionExpiry(403, true)).toBeNull();
  });
});

describe("afterSignOutTarget", () => {
  it("goes to /home (stays on / when there)", () => {
    expect(afterSignOutTarget("/profile")).toBe("/home");
    expect(afterSignOutTarget("/")).toBe("/");
  });
});

describe("afterAccountDeletion", () => {
  it("account deletion returns to /", () => {
    expect(afterAccountDeletion({})).toEqual({ code: "account_deleted", href: "/" });
    expect(afterAccountDeletion({ errors: [] })).toEqual({ code: "account_deleted", href: "/" });
  });

  it("an errors list shows the first message", () => {
    expect(
      afterAccountDeletion({ errors: [{ message: "Order running" }, { message: "x" }] }),
    ).toEqual({
      code: "show_error",
      message: "Order running",
    });
  });
});
