import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";

import base from "./base.js";
import plugin from "./plugin.js";

/** Base rules plus React, hooks and accessibility rules, for React packages and apps. */
export default [
  ...base,
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, marketplace: plugin },
    settings: { react: { version: "19.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      "marketplace/no-glued-classes": "error",
    },
  },
];
