import { readFileSync } from "node:fs";
import { join } from "node:path";

import { env } from "~/env";

let known: string | undefined;

/**
 * The served build's id (`<distDir>/BUILD_ID`), part of every page cache key: a page is never served by
 * another build than the one that rendered it. The cache lives in the process, which serves one build, so
 * this is a second guard; an unreadable file gives "unknown" (the process still serves one build).
 */
export function servedBuildId(): string {
  if (known === undefined) {
    try {
      known = readFileSync(
        join(process.cwd(), env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"),
        "utf8",
      ).trim();
    } catch {
      known = "unknown";
    }
  }
  return known;
}
