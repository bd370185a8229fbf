/**
 * `marketplace/no-ad-hoc-money`: money arithmetic belongs to `@marketplace/domain`, whose helpers work in
 * exact integer minor units with the configured `digit_after_decimal_point`. In app code this flags the
 * float tricks that drift from it:
 * - rounding to a fixed number of decimals: `Math.round(x * 100) / 100`, `Math.floor(x * 1000)`, …
 * - scaling by a power of ten: `10 ** digits`, `Math.pow(10, digits)` (minor-unit conversion by hand);
 * - `.toFixed(…)` (binary rounding: `(1.005).toFixed(2)` is "1.00"; hard-codes the decimals).
 */

const ROUNDING = new Set(["round", "floor", "ceil", "trunc"]);

/** A numeric literal 10, 100, 1000, … (also 1e2). */
function isPowerOfTenLiteral(node) {
  if (node.type !== "Literal" || typeof node.value !== "number") return false;
  const exponent = Math.log10(node.value);
  return node.value >= 10 && Number.isInteger(exponent);
}

function isMathCall(node, names) {
  return (
    node.type === "CallExpression" &&
    node.callee.type === "MemberExpression" &&
    !node.callee.computed &&
    node.callee.object.type === "Identifier" &&
    node.callee.object.name === "Math" &&
    node.callee.property.type === "Identifier" &&
    names.has(node.callee.property.name)
  );
}

/** `10 ** n` or `Math.pow(10, n)`. */
function isPowerOfTenScale(node) {
  if (node.type === "BinaryExpression" && node.operator === "**")
    return node.left.type === "Literal" && node.left.value === 10;
  if (isMathCall(node, new Set(["pow"])))
    return node.arguments[0]?.type === "Literal" && node.arguments[0].value === 10;
  return false;
}

function scalesByPowerOfTen(node) {
  if (node.type === "TSAsExpression" || node.type === "TSNonNullExpression")
    return scalesByPowerOfTen(node.expression);
  // Only scaling up then rounding: `Math.ceil(ms / 1000)` is a unit conversion, not rounding to decimals.
  if (node.type !== "BinaryExpression" || node.operator !== "*") return false;
  return [node.left, node.right].some(
    (side) => isPowerOfTenLiteral(side) || isPowerOfTenScale(side),
  );
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Flags ad-hoc money arithmetic (fixed-decimal rounding, power-of-ten scaling, toFixed) in app code; use @marketplace/domain's money helpers.",
    },
    schema: [],
    messages: {
      rounding:
        "Ad-hoc rounding to fixed decimals ({{ call }}(x * 10ⁿ)): amounts are computed in @marketplace/domain with exact minor units (toMinorUnits, roundMinorUnits, fromMinorUnits) and the configured digit_after_decimal_point.",
      scale:
        "Scaling by a power of ten is minor-unit conversion by hand: use @marketplace/domain's toMinorUnits / fromMinorUnits.",
      toFixed:
        "toFixed rounds binary floats ((1.005).toFixed(2) is '1.00') and hard-codes the decimals: format amounts with @marketplace/domain's formatMoney / priceLabel (distances: formatDistance, ratings: formatRating).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (
          isMathCall(node, ROUNDING) &&
          node.arguments[0] &&
          scalesByPowerOfTen(node.arguments[0])
        ) {
          context.report({
            node,
            messageId: "rounding",
            data: { call: `Math.${node.callee.property.name}` },
          });
          return;
        }
        if (
          node.callee.type === "MemberExpression" &&
          !node.callee.computed &&
          node.callee.property.type === "Identifier" &&
          node.callee.property.name === "toFixed"
        ) {
          context.report({ node, messageId: "toFixed" });
          return;
        }
        if (isPowerOfTenScale(node)) context.report({ node, messageId: "scale" });
      },
      BinaryExpression(node) {
        if (isPowerOfTenScale(node)) context.report({ node, messageId: "scale" });
      },
    };
  },
};

export default rule;
