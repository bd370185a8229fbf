import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";

/**
 * A minimal `fetch` for the proxy's upstream call over node's http client. Unlike `fetch`, it hands
 * back every status as it came (the Fetch standard turns a 407 into a network error, which the
 * proxy would have answered as 502), and it never follows redirects.
 */
export function upstreamFetch(input: URL | string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input));
  const client = url.protocol === "https:" ? https : http;
  const method = init.method ?? "GET";
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const body = init.body;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method, headers }, (incoming) => {
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value === undefined) continue;
        for (const entry of Array.isArray(value) ? value : [value])
          answerHeaders.append(name, entry);
      }
      const status = incoming.statusCode ?? 502;
      const empty = method === "HEAD" || status === 204 || status === 304;
      if (empty) incoming.resume();
      resolve(
        new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
          status,
          statusText: incoming.statusMessage ?? "",
          headers: answerHeaders,
        }),
      );
    });
    request.on("error", reject);
    if (body instanceof Uint8Array) request.end(body);
    else if (body instanceof ArrayBuffer) request.end(new Uint8Array(body));
    else if (typeof body === "string") request.end(body);
    else request.end();
  });
}
