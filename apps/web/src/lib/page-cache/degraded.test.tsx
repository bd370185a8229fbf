import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { degradedRenderProps, isDegradedRender } from "./degraded";

describe("isDegradedRender", () => {
  it("finds a part rendered with the degraded marker", () => {
    const html = renderToStaticMarkup(
      <main>
        <div role="status" {...degradedRenderProps}>
          This section could not be loaded right now.
        </div>
      </main>,
    );
    expect(isDegradedRender(html)).toBe(true);
  });

  it("finds a boundary that threw while the page streamed", () => {
    expect(isDegradedRender('<template data-dgst="1234567890"></template>')).toBe(true);
  });

  it("keeps a page that shows everything it loaded", () => {
    const html = renderToStaticMarkup(
      <main>
        <h1>Everything you need, delivered to your door</h1>
        <p>Text that merely mentions data-degraded-render without being the attribute</p>
      </main>,
    );
    expect(isDegradedRender(html)).toBe(false);
  });
});
