/// <reference types="vite/client" />
import type { Meta, StoryFn } from "@storybook/react-vite";
import { composeStories } from "@storybook/react-vite";
import { act, cleanup, render } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";

import preview from "../../.storybook/preview";

/**
 * Renders every story in light and dark, left-to-right and right-to-left, and runs axe-core with the
 * WCAG 2.0/2.1/2.2 A and AA rules, including `target-size`.
 *
 * `color-contrast` is off here: jsdom has no layout or computed colours, so axe cannot measure it.
 * Contrast is checked by the web app's Playwright axe runs in a real browser. `target-size` is enabled but
 * jsdom has no boxes, so axe finds it inapplicable here; the Storybook a11y addon checks it in the browser.
 */
type StoryModule = { default: Meta } & Record<string, StoryFn | Meta>;

const storyModules = import.meta.glob<StoryModule>("../**/*.stories.tsx", { eager: true });

const matrix = [
  { theme: "light", dir: "ltr" },
  { theme: "dark", dir: "ltr" },
  { theme: "light", dir: "rtl" },
  { theme: "dark", dir: "rtl" },
] as const;

const axeOptions: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  rules: {
    "target-size": { enabled: true },
    "color-contrast": { enabled: false },
  },
  resultTypes: ["violations"],
};

function describeViolations(violations: axe.Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

afterEach(() => {
  cleanup();
});

it("the harness reports a real violation (an unnamed icon button)", async () => {
  render(
    <button type="button">
      <svg aria-hidden="true" />
    </button>,
  );
  const results = await axe.run(document.body, axeOptions);
  expect(results.violations.map((violation) => violation.id)).toContain("button-name");
});

it("finds the stories", () => {
  expect(Object.keys(storyModules).length).toBeGreaterThan(0);
});

describe.each(Object.entries(storyModules))("%s", (_path, storyModule) => {
  describe.each(matrix)("$theme $dir", (globals) => {
    const stories = composeStories(storyModule, {
      ...preview,
      initialGlobals: { ...preview.initialGlobals, ...globals },
    });
    it.each(Object.entries(stories))("%s has no axe violations", async (_name, Story) => {
      render(<Story />);
      // Let effects and portalled content settle, then scan the whole document (portals included).
      await act(() => Promise.resolve());
      const results = await axe.run(document.body, axeOptions);
      expect(describeViolations(results.violations)).toEqual([]);
    });
  });
});
