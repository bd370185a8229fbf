import nextjs from "@marketplace/eslint-config/nextjs";

export default [
  ...nextjs,
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
