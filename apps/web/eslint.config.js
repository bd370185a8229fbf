import nextjs from "@marketplace/eslint-config/nextjs";

export default [
  ...nextjs,
  {
    ignores: [".next/**", "public/**", "playwright-report/**", "test-results/**", ".bench-bare/**"],
  },
];
