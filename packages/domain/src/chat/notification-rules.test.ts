import { describe, expect, it } from "vitest";

import {
  isUnreadNotification,
  newNotifications,
  notificationKind,
  notificationStamp,
} from "./notification-rules";

const order = { id: 7, created_at: "2026-11-25T10:00:00.000Z", data: { type: "order_status" } };

describe("notifications", () => {
  it("names the push message types", () => {
    expect(notificationKind(order)).toBe("order_status");
    expect(notificationKind({ data: { type: "message" } })).toBe("message");
    expect(notificationKind({ data: { type: "referral_code" } })).toBe("referral_code");
    expect(notificationKind({ data: null })).toBe("other");
  });
  it("is unread when newer than the last look, or never looked", () => {
    expect(isUnreadNotification(order, null)).toBe(true);
    expect(isUnreadNotification(order, Date.parse("2026-11-25T09:00:00Z"))).toBe(true);
    expect(isUnreadNotification(order, Date.parse("2026-11-25T10:00:00Z"))).toBe(false);
    expect(isUnreadNotification({ created_at: "2026-11-25 11:00:00" }, 0)).toBe(true);
    expect(isUnreadNotification({ created_at: "garbage" }, 0)).toBe(false);
  });
  it("toasts only what appeared since the last poll (none on the first)", () => {
    const later = { ...order, created_at: "2026-11-25T10:05:00.000Z" };
    expect(newNotifications([order], null)).toEqual([]);
    expect(newNotifications([later, order], new Set([notificationStamp(order)]))).toEqual([later]);
  });
});
