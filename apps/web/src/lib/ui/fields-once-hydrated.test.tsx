// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { FieldsOnceHydrated } from "./fields-once-hydrated";

const form = (
  <form>
    <FieldsOnceHydrated>
      <input name="password" type="password" aria-label="Password" />
      <button type="submit">Sign Up</button>
    </FieldsOnceHydrated>
  </form>
);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("FieldsOnceHydrated", () => {
  it("serves the controls disabled, so nothing is typed or sent before hydration", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    const fieldset = container.querySelector("fieldset");
    expect(fieldset?.disabled).toBe(true);
    expect(container.querySelector("button")?.matches(":disabled")).toBe(true);
    expect(container.querySelector("input")?.matches(":disabled")).toBe(true);
  });

  it("enables them once the page has hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, form);
      await Promise.resolve();
    });
    expect(container.querySelector("fieldset")?.disabled).toBe(false);
    expect(container.querySelector("button")?.matches(":disabled")).toBe(false);
  });
});
