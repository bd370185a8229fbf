/**
 * `marketplace/no-glued-classes`: a class list built in a template literal must keep a space between its
 * parts. The formatter's Tailwind class sorting trims the whitespace at the edges of a class template's
 * parts and of the strings inside its `${…}`, so `rounded-full${on ? " ring-2" : ""}` or
 * `opacity-100${on ? "" : " opacity-0"}` become one unknown class that Tailwind drops (the module rail
 * and the card's wishlist heart lost their looks this way). In a `className` attribute this flags:
 * - a part of the template that touches a `${…}` without a space (`rounded-full${…}`, `${…}mt-2`);
 * - a string inside a `${…}` that starts or ends with whitespace (the formatter trims it).
 * Join such lists with `cx(…)` (no tailwind-merge) or `cn(…)` from @marketplace/ui.
 */

/** The template literals of a `className` attribute's value (directly, or as a call's argument). */
function classTemplates(value) {
  if (!value || value.type !== "JSXExpressionContainer") return [];
  const expression = value.expression;
  if (expression.type === "TemplateLiteral") return [expression];
  if (expression.type === "ConditionalExpression")
    return [expression.consequent, expression.alternate].filter(
      (branch) => branch.type === "TemplateLiteral",
    );
  return [];
}

/** String literals anywhere inside an expression (conditionals, logical operators, arrays …). */
function stringLiterals(node, found = []) {
  if (!node || typeof node !== "object") return found;
  if (node.type === "Literal" && typeof node.value === "string") {
    found.push(node);
    return found;
  }
  if (node.type === "TemplateLiteral" || node.type === "CallExpression") return found;
  for (const key of ["consequent", "alternate", "left", "right", "expression", "elements"]) {
    const child = node[key];
    if (Array.isArray(child)) for (const element of child) stringLiterals(element, found);
    else if (child) stringLiterals(child, found);
  }
  return found;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Flags class templates whose parts touch without a space, which the formatter's class sorting glues into one class.",
    },
    schema: [],
    messages: {
      glued:
        'A class template\'s part touches `${…}` without a space: the formatter glues the classes into one that Tailwind drops. Join the lists with [a, b].join(" ") or cn().',
      trimmed:
        'A string inside a class template\'s `${…}` starts or ends with whitespace, which the formatter trims (gluing two classes). Join the lists with [a, b].join(" ") or cn().',
    },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.type !== "JSXIdentifier" || node.name.name !== "className") return;
        for (const template of classTemplates(node.value)) {
          template.quasis.forEach((quasi, index) => {
            const text = quasi.value.raw;
            if (text === "") return;
            const before = index > 0;
            const after = !quasi.tail;
            if ((after && /\S$/.test(text)) || (before && /^\S/.test(text)))
              context.report({ node: quasi, messageId: "glued" });
          });
          for (const expression of template.expressions)
            for (const literal of stringLiterals(expression))
              if (/^\s|\s$/.test(literal.value))
                context.report({ node: literal, messageId: "trimmed" });
        }
      },
    };
  },
};

export default rule;
