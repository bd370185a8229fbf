import { describe, expect, it } from "vitest";

import { parseNotificationPreferences } from "./notification-preferences";

describe("parseNotificationPreferences", () => {
  it("reads a stored choice", () => {
    expect(parseNotificationPreferences('{"reviewReminders":false}')).toEqual({
      reviewReminders: false,
    });
    expect(parseNotificationPreferences('{"reviewReminders":true}')).toEqual({
      reviewReminders: true,
    });
  });
  it("gives the defaults (reminders on) for nothing, malformed or oversized values", () => {
    for (const stored of [
      null,
      "",
      "{",
      "null",
      "[]",
      '{"reviewReminders":"no"}',
      "x".repeat(2000),
    ])
      expect(parseNotificationPreferences(stored)).toEqual({ reviewReminders: true });
  });
});
