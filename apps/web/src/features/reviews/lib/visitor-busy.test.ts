// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";

import { visitorBusy } from "./visitor-busy";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("visitorBusy", () => {
  it("is busy while a text field or the search combobox has the focus, free once it leaves", () => {
    document.body.innerHTML =
      '<input aria-label="Search" role="combobox"><textarea aria-label="Note"></textarea><button>Go</button>';
    const [search, note, go] = [
      document.querySelector("input"),
      document.querySelector("textarea"),
      document.querySelector("button"),
    ];
    search?.focus();
    expect(visitorBusy(document)).toBe(true);
    note?.focus();
    expect(visitorBusy(document)).toBe(true);
    go?.focus();
    expect(visitorBusy(document)).toBe(false);
  });

  it("is busy while another dialog is open, free when it has closed", () => {
    document.body.innerHTML = '<div role="dialog" data-state="open">Select a module</div>';
    expect(visitorBusy(document)).toBe(true);
    document.querySelector("[role=dialog]")?.setAttribute("data-state", "closed");
    expect(visitorBusy(document)).toBe(false);
  });

  it("is busy while a dialog the visitor opened is still loading (its frame), free once it has gone", () => {
    document.body.innerHTML =
      '<div data-dialog-on-its-way><div role="status">What\'s Wrong With This Order? Loading...</div></div>';
    expect(visitorBusy(document)).toBe(true);
    document.querySelector("[data-dialog-on-its-way]")?.remove();
    expect(visitorBusy(document)).toBe(false);
  });

  it("is free with a checkbox focused (a choice, not typing)", () => {
    document.body.innerHTML = '<input type="checkbox" aria-label="Veg">';
    document.querySelector("input")?.focus();
    expect(visitorBusy(document)).toBe(false);
  });
});
