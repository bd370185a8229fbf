import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Rules shared by every workspace: type-checked typescript-eslint, no `any`, no non-null
 * assertions, `process.env` only inside an app's `env.ts`, and no deep imports across packages.
 */
export const restrictEnvAccess = [
  {
    files: ["**/*.ts", "**/*.tsx"],
    ignores: [
      "**/env.ts",
      "**/*.config.ts",
      "**/*.config.mts",
      "**/e2e/**",
      "**/scripts/**",
      "**/bench/**",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read environment variables through the app's validated env.ts.",
        },
      ],
    },
  },
];

export const noDeepImports = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: [
            "@marketplace/*/src",
            "@marketplace/*/src/**",
            "**/packages/*/src/**",
            "**/apps/*/src/**",
          ],
          message: "Import other workspaces by package name through their exports map.",
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/.next/**",
      "**/coverage/**",
      "**/storybook-static/**",
      "**/drizzle/**",
      "**/*.js",
      "**/*.mjs",
      "**/*.cjs",
      "**/next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      ...noDeepImports,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/consistent-type-definitions": "off",
    },
  },
  ...restrictEnvAccess,
);
