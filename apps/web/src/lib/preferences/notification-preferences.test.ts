import { describe, expect, it } from "vitest";

import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  parseNotificationPreferences,
  toastsKind,
} from "./notification-preferences";

const allOn = {
  orderUpdates: true,
  messages: true,
  promotions: true,
  reviewReminders: true,
};

describe("parseNotificationPreferences", () => {
  it("reads each stored choice, the others on", () => {
    expect(parseNotificationPreferences('{"reviewReminders":false}')).toEqual({
      ...allOn,
      reviewReminders: false,
    });
    expect(parseNotificationPreferences('{"reviewReminders":true}')).toEqual(allOn);
    expect(
      parseNotificationPreferences(
        '{"orderUpdates":false,"messages":false,"promotions":false,"reviewReminders":false}',
      ),
    ).toEqual({ orderUpdates: false, messages: false, promotions: false, reviewReminders: false });
    expect(parseNotificationPreferences('{"messages":false,"promotions":"no"}')).toEqual({
      ...allOn,
      messages: false,
    });
  });
  it("gives the defaults (everything on) for nothing, malformed or oversized values", () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual(allOn);
    for (const stored of [
      null,
      "",
      "{",
      "null",
      "[]",
      '{"reviewReminders":"no"}',
      "x".repeat(2000),
    ])
      expect(parseNotificationPreferences(stored)).toEqual(allOn);
  });
});

describe("toastsKind", () => {
  it("toasts each kind under its own switch", () => {
    expect(toastsKind("order_status", { ...allOn, orderUpdates: false })).toBe(false);
    expect(toastsKind("order_status", { ...allOn, messages: false, promotions: false })).toBe(true);
    expect(toastsKind("message", { ...allOn, messages: false })).toBe(false);
    expect(toastsKind("message", { ...allOn, orderUpdates: false, promotions: false })).toBe(true);
    expect(toastsKind("referral_code", { ...allOn, promotions: false })).toBe(false);
    expect(toastsKind("other", { ...allOn, promotions: false })).toBe(false);
    expect(toastsKind("referral_code", { ...allOn, orderUpdates: false, messages: false })).toBe(
      true,
    );
  });
  it("is not switched by the review reminder", () => {
    for (const kind of ["order_status", "message", "referral_code", "other"] as const)
      expect(toastsKind(kind, { ...allOn, reviewReminders: false })).toBe(true);
  });
});
