import { after, describe, it } from "node:test";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";

import rule from "./no-ad-hoc-money.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("no-ad-hoc-money", rule, {
  valid: [
    // The domain's helpers, and ordinary arithmetic that is not rounding money.
    "const minor = toMinorUnits(body.amount, digits); const wire = fromMinorUnits(minor, digits);",
    "const text = formatMoney(total, currency);",
    "const meters = Math.round(distanceMeters(from, to));",
    "const seconds = Math.round(meters / speeds.WALK);",
    "const page = Math.ceil(total / limit);",
    "const minutes = Math.floor(ms / 60_000);",
    "const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));",
    "const width = Math.round(size * 1.5);",
    "const id = Math.floor(Math.random() * 2 ** 31);",
    "const kilo = grams / 1000;",
    "const label = value.toString(10);",
  ],
  invalid: [
    {
      code: "const calculated = Math.round(value * 100) / 100;",
      errors: [{ messageId: "rounding", data: { call: "Math.round" } }],
    },
    {
      code: "const bonus = Math.min(20, Math.round(amount * 10) / 100);",
      errors: [{ messageId: "rounding" }],
    },
    {
      code: "const cents = Math.floor((price as number) * 1e2);",
      errors: [{ messageId: "rounding", data: { call: "Math.floor" } }],
    },
    {
      code: "const amount = Math.round((points / rate) * 100) / 100;",
      errors: [{ messageId: "rounding" }],
    },
    {
      code: "const major = Math.trunc(1000 * amount) / 1000;",
      errors: [{ messageId: "rounding", data: { call: "Math.trunc" } }],
    },
    {
      code: "const wire = minor / 10 ** digits;",
      errors: [{ messageId: "scale" }],
    },
    {
      code: "const minor = value * Math.pow(10, digits);",
      errors: [{ messageId: "scale" }],
    },
    {
      code: "const shown = `$${price.toFixed(2)}`;",
      errors: [{ messageId: "toFixed" }],
    },
    {
      code: "const total = (subtotal + tax).toFixed(currency.digits);",
      errors: [{ messageId: "toFixed" }],
    },
  ],
});
