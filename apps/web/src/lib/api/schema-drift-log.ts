import type { SchemaDriftReport } from "@marketplace/api-client";

/** Writes one line; the server's console by default. */
export type DriftLogLine = (line: string) => void;

/**
 * The storefront's `onSchemaDrift`: the server logs each drift of the backend's answers (a secondary field
 * that did not parse and was dropped) once per endpoint and path for the life of the process, whatever the
 * number of requests (the SDK's own once-per-client rule would log it on every request, since the server
 * makes one client per request).
 */
export function createSchemaDriftLog(
  write: DriftLogLine = (line) => console.warn(line),
): (report: SchemaDriftReport) => void {
  const seen = new Set<string>();
  return (report) => {
    const key = `${report.endpoint} ${report.path}`;
    if (seen.has(key)) return;
    seen.add(key);
    write(
      JSON.stringify({
        level: "warn",
        msg: "api schema drift: a secondary field was dropped",
        endpoint: report.endpoint,
        path: report.path,
        issue: report.issue.message,
      }),
    );
  };
}
