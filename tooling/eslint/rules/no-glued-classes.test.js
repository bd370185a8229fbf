import { after, describe, it } from "node:test";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";

import rule from "./no-glued-classes.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run("no-glued-classes", rule, {
  valid: [
    'const a = <b className="flex gap-2" />;',
    'const a = <b className={`flex gap-2 ${on ? "ring-2" : ""}`} />;',
    'const a = <b className={`${variants({ size: "sm" })} mt-2`} />;',
    "const a = <b className={`${first}${second}`} />;",
    'const a = <b className={["rounded-full", on ? "ring-2" : ""].join(" ")} />;',
    'const a = <b className={cn("rounded-full", on && "ring-2")} />;',
    // Not a class attribute: a label's spacing is its own business.
    'const a = <b title={`Total:${on ? " yes" : ""}`} />;',
  ],
  invalid: [
    {
      // The module rail's bug: `rounded-full` glued to the current module's classes.
      code: 'const a = <b className={`flex rounded-full${on ? "bg-primary-soft ring-2" : ""}`} />;',
      errors: [{ messageId: "glued" }],
    },
    {
      // The wishlist heart's bug: the leading space the formatter trims.
      code: 'const a = <b className={`opacity-100 ${active ? "" : " [@media(hover:hover)]:opacity-0"}`} />;',
      errors: [{ messageId: "trimmed" }],
    },
    {
      code: "const a = <b className={`${size}mt-2`} />;",
      errors: [{ messageId: "glued" }],
    },
    {
      code: 'const a = <b className={on ? `ring-2${extra}` : ""} />;',
      errors: [{ messageId: "glued" }],
    },
  ],
});
