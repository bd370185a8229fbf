import { describe, expect, it } from "vitest";

import { socialProviders } from "./social-providers";

const allOn = {
  social_login_status: true,
  google_login_status: true,
  facebook_login_status: true,
  apple_login_status: true,
};

describe("socialProviders", () => {
  it("a provider shows when its status is true and the centralize flag is 1", () => {
    expect(
      socialProviders({
        centralize_login: allOn,
        social_login: [
          { login_medium: "google", status: true },
          { login_medium: "facebook", status: false },
        ],
        apple_login: [{ login_medium: "apple", status: true }],
      }),
    ).toEqual({ providers: ["google", "apple"], labels: "short" });
  });

  it("labels are icon-only with three providers and full with one", () => {
    expect(socialProviders({ centralize_login: allOn })).toEqual({
      providers: ["google", "facebook", "apple"],
      labels: "icon",
    });
    expect(
      socialProviders({
        centralize_login: { ...allOn, facebook_login_status: false, apple_login_status: false },
      }),
    ).toEqual({
      providers: ["google"],
      labels: "full",
    });
  });

  it("no provider shows when social login is off", () => {
    expect(
      socialProviders({ centralize_login: { ...allOn, social_login_status: false } }).providers,
    ).toEqual([]);
    expect(socialProviders({ centralize_login: null }).providers).toEqual([]);
  });
});
