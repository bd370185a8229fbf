import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { PolicyHtml } from "./policy-html";

const render = (html: string) => renderToStaticMarkup(<PolicyHtml html={html} />);

describe("PolicyHtml", () => {
  it("rebuilds the editor's structure as elements, with text escaped", () => {
    expect(
      render(
        '<h2>Refunds &amp; returns</h2><p>Write to <a href="mailto:help@shop.example">us</a>.<br></p><ul><li><strong>1 &lt; 2</strong></li></ul>',
      ),
    ).toBe(
      '<h2>Refunds &amp; returns</h2><p>Write to <a href="mailto:help@shop.example">us</a>.<br/></p><ul><li><strong>1 &lt; 2</strong></li></ul>',
    );
  });

  it("renders nothing the allowlist drops: scripts, handlers, javascript: links", () => {
    expect(
      render(
        '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:alert(1)">a</a><img src="x" onerror="steal()">',
      ),
    ).toBe("<p>Hi</p><a>a</a>");
  });

  it("keeps rel on outside links and scope on table headers", () => {
    expect(
      render('<a href="https://example.com">x</a><table><tr><th scope="col">A</th></tr></table>'),
    ).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a><table><tbody><tr><th scope="col">A</th></tr></tbody></table>',
    );
  });
});
