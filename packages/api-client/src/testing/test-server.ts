/** A real node:http server for the SDK's tests: routes answer canned bodies and every request is recorded. */
import { createServer } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a route answers: a status and a JSON body (or raw text). */
export interface CannedResponse {
  status?: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
}

type Handler = (request: RecordedRequest) => CannedResponse;

/** A running test server. */
export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers `method path` (path under /api/v1) with a response, or a sequence consumed one per request. */
  route(method: string, path: string, response: CannedResponse | CannedResponse[] | Handler): void;
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Starts a server on an ephemeral 127.0.0.1 port. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const path = url.pathname.replace(/^\/api\/v1\//, "");
    const recorded: RecordedRequest = {
      method: request.method ?? "GET",
      path,
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${path}`);
    const answer: CannedResponse = handler
      ? handler(recorded)
      : { status: 404, body: { message: "no route" } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    response.statusCode = answer.status ?? 200;
    response.setHeader("content-type", "application/json");
    response.end(answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body)));
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${String(port)}/api/v1`,
    requests,
    route(method, path, response) {
      if (typeof response === "function") {
        routes.set(`${method} ${path}`, response);
        return;
      }
      const queue = Array.isArray(response) ? [...response] : [response];
      routes.set(`${method} ${path}`, () =>
        queue.length > 1 ? (queue.shift() ?? {}) : (queue[0] ?? {}),
      );
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
