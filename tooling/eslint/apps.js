import plugin from "./plugin.js";

/**
 * Rules for application code (apps/web, apps/api) on top of their base config: business rules such as
 * money arithmetic live in @marketplace/domain, not in route handlers or components.
 */
export default [
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { marketplace: plugin },
    rules: { "marketplace/no-ad-hoc-money": "error" },
  },
];
