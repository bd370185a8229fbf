import { describe, expect, it } from "vitest";

import { firstLoadScripts, payloadScripts } from "../../scripts/lib/first-load.mjs";

// The first-load budget's measure (issue 21, item 1): what a modern browser loads, each script once.
const payload = (row: string) => `<script>self.__next_f.push([1,${JSON.stringify(row)}])</script>`;

describe("firstLoadScripts", () => {
  it("counts module scripts and preloads, not nomodule polyfills, each once", () => {
    const html = [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/lazy.js"/>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
    ].join("");
    expect(firstLoadScripts(html)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/lazy.js",
    ]);
  });

  it("counts a chunk that only the RSC payload names (a page-cached render's error boundary)", () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      payload(
        '1e:"/_next/static/chunks/error.js"\n1f:I[71653,["$13","$1e"],"default"]\n' +
          '2:I[5,["/_next/static/chunks/main.js"],"Shell"]\n',
      ),
    ].join("");
    expect(firstLoadScripts(html)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/error.js",
    ]);
    // The old measure (tags only) misses it.
    expect(firstLoadScripts(html, { legacy: true })).toEqual(["/_next/static/chunks/main.js"]);
  });
});

describe("payloadScripts", () => {
  it("reads escaped rows and ignores non-script static files", () => {
    const html = payload(
      '0:["$","link",null,{"href":"/_next/static/media/font.woff2"}]\n3:"/x/_next/static/chunks/a \\"b.js"\n4:"/_next/static/chunks/c.js"',
    );
    expect(payloadScripts(html)).toEqual(["/_next/static/chunks/c.js"]);
  });
});
