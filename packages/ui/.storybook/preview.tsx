import type { Preview } from "@storybook/react-vite";

import "../src/styles.css";

import type { DirName, ModuleName, ThemeName } from "./story-frame";
import { StoryFrame } from "./story-frame";

const themes: readonly ThemeName[] = ["light", "dark"];
const dirs: readonly DirName[] = ["ltr", "rtl"];
const modules: readonly ModuleName[] = [
  "none",
  "grocery",
  "pharmacy",
  "ecommerce",
  "food",
  "parcel",
];

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
    dir: {
      description: "Text direction",
      toolbar: { title: "Direction", icon: "transfer", items: ["ltr", "rtl"], dynamicTitle: true },
    },
    module: {
      description: "Module accent colour",
      toolbar: { title: "Module", icon: "paintbrush", items: [...modules], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "light", dir: "ltr", module: "none" },
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    a11y: {
      test: "error",
      options: {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        },
        rules: { "target-size": { enabled: true } },
      },
    },
  },
  decorators: [
    (Story, context) => (
      <StoryFrame
        theme={pick(themes, context.globals.theme, "light")}
        dir={pick(dirs, context.globals.dir, "ltr")}
        module={pick(modules, context.globals.module, "none")}
      >
        <Story />
      </StoryFrame>
    ),
  ],
};

export default preview;
