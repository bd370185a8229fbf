import apps from "@marketplace/eslint-config/apps";
import nextjs from "@marketplace/eslint-config/nextjs";

export default [
  ...nextjs,
  ...apps,
  {
    ignores: [
      ".next/**",
      ".cache/**",
      "public/**",
      "playwright-report/**",
      "test-results/**",
      ".bench-bare/**",
    ],
  },
];
