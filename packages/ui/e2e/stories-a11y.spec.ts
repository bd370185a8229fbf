import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

/**
 * Every story, in light and dark, LTR and RTL, in Chromium: the axe-core rules that need a real layout and
 * real colours (jsdom cannot compute them, see src/test/stories-a11y.test.tsx, which runs all the other
 * WCAG 2.0/2.1/2.2 A and AA rules on every story) must find no violations: colour contrast, the WCAG 2.2
 * target-size rule, links distinguishable in text, and keyboard access to scrollable regions.
 */
const LAYOUT_RULES = [
  "color-contrast",
  "target-size",
  "link-in-text-block",
  "scrollable-region-focusable",
];
type IndexEntry = { id: string; type: string; title: string; name: string };
const index = JSON.parse(
  readFileSync(new URL("../storybook-static/index.json", import.meta.url), "utf8"),
) as { entries: Record<string, IndexEntry> };
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");

const matrix = [
  { theme: "light", dir: "ltr" },
  { theme: "dark", dir: "ltr" },
  { theme: "light", dir: "rtl" },
  { theme: "dark", dir: "rtl" },
] as const;

type Channel = {
  on: (event: string, listener: (payload: unknown) => void) => void;
  off: (event: string, listener: (payload: unknown) => void) => void;
  emit: (event: string, payload: unknown) => void;
};

/**
 * Opens a story's iframe and waits until Storybook has rendered it: before that, Storybook keeps the
 * page's body hidden and axe would check nothing.
 */
async function openStory(page: Page, query: string) {
  await page.goto(`/iframe.html?${query}`);
  await page.waitForFunction(
    () =>
      "__STORYBOOK_ADDONS_CHANNEL__" in window &&
      (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0,
  );
}

test("finds the stories", () => {
  expect(stories.length).toBeGreaterThan(100);
});

test("the browser harness reports real contrast and target-size violations", async ({ page }) => {
  const first = stories[0];
  if (first === undefined) throw new Error("no stories");
  await openStory(page, `id=${first.id}&viewMode=story&globals=a11y.manual:!true`);
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (rules) => {
    const probe = document.createElement("div");
    probe.innerHTML =
      '<p style="color:#aaa;background:#bbb">Low contrast</p>' +
      '<button style="width:12px;height:12px;padding:0;border:0" aria-label="Tiny"></button>' +
      '<button style="width:12px;height:12px;padding:0;border:0" aria-label="Tiny too"></button>';
    document.body.append(probe);
    const { axe } = window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<{ violations: { id: string }[] }>;
      };
    };
    const run = await axe.run(document, { runOnly: { type: "rule", values: rules } });
    probe.remove();
    return run.violations.map((violation) => violation.id);
  }, LAYOUT_RULES);
  expect(found).toEqual(expect.arrayContaining(["color-contrast", "target-size"]));
});

for (const { theme, dir } of matrix) {
  test(`every story has no axe violations (${theme}, ${dir})`, async ({ page }) => {
    // Open the last story first, so switching to every story (the first included) really re-renders.
    const opening = stories.at(-1);
    if (opening === undefined) throw new Error("no stories");
    await openStory(
      page,
      `id=${opening.id}&viewMode=story&globals=theme:${theme};dir:${dir};a11y.manual:!true`,
    );
    // Inject axe once; re-injecting it for every story (as AxeBuilder does) triples the run time.
    await page.addScriptTag({ content: axeSource });
    const failures: string[] = [];
    const checked: string[] = [];
    for (const story of stories) {
      await page.evaluate(async (storyId) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            reject(new Error(`${storyId} did not render`));
          }, 10_000);
          const rendered = (payload: unknown) => {
            if (payload !== storyId) return;
            clearTimeout(timer);
            channel.off("storyRendered", rendered);
            resolve();
          };
          channel.on("storyRendered", rendered);
          channel.emit("setCurrentStory", { storyId, viewMode: "story" });
        });
      }, story.id);
      // Let portals, transitions and images settle before measuring.
      await page.waitForTimeout(50);
      const results = await page.evaluate(async (rules) => {
        const { axe } = window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{
              passes: { id: string }[];
              violations: { id: string; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        };
        const run = await axe.run(document, { runOnly: { type: "rule", values: rules } });
        return {
          passed: run.passes.map((rule) => rule.id),
          violations: run.violations.map(
            (violation) =>
              `${violation.id} (${violation.help}) → ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
          ),
        };
      }, LAYOUT_RULES);
      checked.push(...results.passed);
      failures.push(
        ...results.violations.map((violation) => `${story.title} / ${story.name}: ${violation}`),
      );
    }
    // The rules really ran (they passed somewhere), then nothing failed.
    expect(checked).toContain("color-contrast");
    expect(checked).toContain("target-size");
    expect(failures).toEqual([]);
  });
}
