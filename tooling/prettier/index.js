import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Shared prettier configuration: sorts imports (workspace packages in their own group)
 * and Tailwind classes, including those inside `cn(...)` and `cva(...)`.
 * @type {import("prettier").Config}
 */
const config = {
  printWidth: 100,
  // Resolved from this package, so every workspace gets the plugins without depending on them.
  plugins: [
    require.resolve("@ianvs/prettier-plugin-sort-imports"),
    require.resolve("prettier-plugin-tailwindcss"),
  ],
  tailwindFunctions: ["cn", "cva"],
  importOrder: [
    "<TYPES>",
    "^(react/(.*)$)|^(react$)|^(next/(.*)$)|^(next$)",
    "<THIRD_PARTY_MODULES>",
    "",
    "<TYPES>^@marketplace",
    "^@marketplace/(.*)$",
    "",
    "<TYPES>^[.|..|~]",
    "^~/",
    "^[../]",
    "^[./]",
  ],
  importOrderParserPlugins: ["typescript", "jsx", "decorators-legacy"],
  importOrderTypeScriptVersion: "5.9.0",
};

export default config;
