import noAdHocMoney from "./rules/no-ad-hoc-money.js";

/** The workspace's own ESLint rules. */
const plugin = {
  meta: { name: "@marketplace/eslint-plugin" },
  rules: { "no-ad-hoc-money": noAdHocMoney },
};

export default plugin;
