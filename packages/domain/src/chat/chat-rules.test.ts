import { describe, expect, it } from "vitest";

import { canSendChat, chatHref, chatMessageProblem, chatTargetOf } from "./chat-rules";

const png = { type: "image/png", size: 1000 };

describe("chatMessageProblem", () => {
  it("needs text or an image", () => {
    expect(chatMessageProblem("", [])).toBe("message_required");
    expect(chatMessageProblem(" \n ", [])).toBe("message_required");
    expect(chatMessageProblem("", [png])).toBeNull();
    expect(chatMessageProblem("Is the bread fresh?", [])).toBeNull();
  });
  it("refuses more than 2000 characters and control characters, keeps line breaks", () => {
    expect(chatMessageProblem("a".repeat(2000), [])).toBeNull();
    expect(chatMessageProblem("a".repeat(10_000), [])).toBe("message_too_long");
    expect(chatMessageProblem("hi\u0000there", [])).toBe("message_control_characters");
    expect(chatMessageProblem("hi\u202Eereht", [])).toBe("message_control_characters");
    expect(chatMessageProblem("line one\nline two\tok", [])).toBeNull();
    expect(chatMessageProblem("مرحبا 👋", [])).toBeNull();
  });
  it("takes at most 3 images, of an image type, of 2 MB each", () => {
    expect(chatMessageProblem("", [png, png, png])).toBeNull();
    expect(chatMessageProblem("", [png, png, png, png])).toBe("images_too_many");
    expect(chatMessageProblem("", [{ type: "application/pdf", size: 10 }])).toBe("image_type");
    expect(chatMessageProblem("", [{ type: "image/png", size: 3 * 1024 * 1024 }])).toBe(
      "image_size",
    );
  });
});

describe("canSendChat", () => {
  it("opens support and stores always, a delivery person only with a running order", () => {
    expect(canSendChat("admin", false)).toBe(true);
    expect(canSendChat("vendor", false)).toBe(true);
    expect(canSendChat("delivery_man", true)).toBe(true);
    expect(canSendChat("delivery_man", false)).toBe(false);
    expect(canSendChat("delivery_man", undefined)).toBe(false);
  });
});

describe("chat links", () => {
  it("links a conversation to /chatting and a party to the profile's inbox", () => {
    expect(chatHref({ conversationId: 9, type: "vendor" })).toBe(
      "/chatting?conversationId=9&type=vendor",
    );
    expect(chatHref({ type: "delivery_man", id: 4, name: "Sam Lee", chatFrom: "order" })).toBe(
      "/profile?page=inbox&type=delivery_man&id=4&chatFrom=order&name=Sam+Lee",
    );
  });
  it("reads a page query back, refusing malformed ids and types", () => {
    expect(chatTargetOf({ conversationId: "9" })).toEqual({ conversationId: 9 });
    expect(chatTargetOf({ type: "vendor", id: "3", name: "Bakery" })).toEqual({
      type: "vendor",
      id: 3,
      name: "Bakery",
    });
    expect(chatTargetOf({ type: "admin" })).toEqual({ type: "admin", id: 0 });
    expect(chatTargetOf({ type: "vendor", id: "-1" })).toBeNull();
    expect(chatTargetOf({ type: "root", id: "3" })).toBeNull();
    expect(chatTargetOf({ conversationId: "1e9" })).toBeNull();
    expect(chatTargetOf({})).toBeNull();
  });
});
