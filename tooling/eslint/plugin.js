import noAdHocMoney from "./rules/no-ad-hoc-money.js";
import noGluedClasses from "./rules/no-glued-classes.js";

/** The workspace's own ESLint rules. */
const plugin = {
  meta: { name: "@marketplace/eslint-plugin" },
  rules: { "no-ad-hoc-money": noAdHocMoney, "no-glued-classes": noGluedClasses },
};

export default plugin;
