import { describe, expect, it } from "vitest";

import { createLogger } from "./logger";

describe("createLogger", () => {
  it("writes one JSON object per line at or above the level, errors to the error stream", () => {
    const lines: [string, boolean][] = [];
    const logger = createLogger("info", (line, isError) => lines.push([line, isError]));
    logger.debug("hidden");
    logger.info("request", { method: "GET", status: 200 });
    logger.error("boom");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]?.[0] ?? "")).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      status: 200,
    });
    expect(lines[1]?.[1]).toBe(true);
  });

  it("writes nothing when silent", () => {
    const lines: string[] = [];
    const logger = createLogger("silent", (line) => lines.push(line));
    logger.error("boom");
    expect(lines).toEqual([]);
  });
});
