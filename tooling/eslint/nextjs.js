import nextPlugin from "@next/eslint-plugin-next";

import react from "./react.js";

/** React rules plus the Next.js core-web-vitals rules, for the storefront. */
export default [
  ...react,
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
    },
  },
];
