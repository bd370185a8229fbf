import { describe, expect, it } from "vitest";

import { sanitizePolicyHtml } from "./sanitize-policy-html";

describe("sanitizePolicyHtml", () => {
  it("keeps the editor's structure: headings, paragraphs, lists, emphasis and mail links", () => {
    const html =
      '<h2>Refunds</h2><p>Write to <a href="mailto:help@shop.example">help@shop.example</a>.</p><ul><li><strong>Fast</strong></li></ul>';
    expect(sanitizePolicyHtml(html)).toBe(html);
  });

  it("drops scripts, styles, frames, forms and event handlers", () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script></p><style>body{display:none}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="card"></form><img src="x" onerror="steal()">';
    expect(sanitizePolicyHtml(html)).toBe("<p>Hi</p>");
  });

  it("refuses javascript:, data: and protocol-relative links but keeps their text", () => {
    expect(sanitizePolicyHtml('<a href="javascript:alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitizePolicyHtml('<a href="data:text/html,x">b</a>')).toBe("<a>b</a>");
    expect(sanitizePolicyHtml('<a href="//evil.example">c</a>')).toBe("<a>c</a>");
  });

  it("marks outside web links noopener and turns an h1 into an h2 under the page's own title", () => {
    expect(sanitizePolicyHtml('<h1>Terms</h1><a href="https://example.com">x</a>')).toBe(
      '<h2>Terms</h2><a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
