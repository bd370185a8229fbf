import type { ReactNode } from "react";
import { createElement } from "react";
import { DomUtils, parseDocument } from "htmlparser2";

import { sanitizePolicyHtml } from "./sanitize-policy-html";

type DomNode = ReturnType<typeof parseDocument>["children"][number];

/** The attributes the sanitiser keeps, as React props (their names are the same). */
const keptAttributes = ["href", "rel", "scope"] as const;

const isRow = (node: DomNode) => DomUtils.isTag(node) && node.name === "tr";

/** A table's children; rows written straight into it get the tbody a browser's parser adds. */
function tableChildren(children: DomNode[]): ReactNode[] {
  const rows = children.filter(isRow);
  const others = children.filter((child) => !isRow(child)).map(toReact);
  return rows.length === 0
    ? others
    : [...others, createElement("tbody", { key: "rows" }, rows.map(toReact))];
}

function toReact(node: DomNode, key: number): ReactNode {
  if (DomUtils.isText(node)) return node.data;
  if (!DomUtils.isTag(node)) return null;
  const props: Record<string, string | number> = { key };
  for (const name of keptAttributes) {
    const value = node.attribs[name];
    if (value !== undefined) props[name] = value;
  }
  const children =
    node.name === "table" ? tableChildren(node.children) : node.children.map(toReact);
  return createElement(node.name, props, ...(children.length > 0 ? [children] : []));
}

/**
 * An information page's HTML (the administrator's rich text) as React elements: sanitised with the
 * allowlist first, then parsed and rebuilt element by element, so nothing is inserted as raw markup.
 */
export function PolicyHtml({ html }: { html: string }): ReactNode {
  return parseDocument(sanitizePolicyHtml(html)).children.map(toReact);
}
