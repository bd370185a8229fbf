// The browser tests' stand-in for network trouble between the storefront and the API (issue 21 item 7):
// every storefront → API request passes through here to the reference API unchanged, until a test sets a
// fault with `POST /__fault {"mode": "down" | "503" | "hang" | "401" | "pass", "match": "<regex of the
// path>"}`. `down` closes the connection at once (as a stopped API), `503` answers Service Unavailable,
// `hang` answers nothing for 10 s and then closes, `401` answers the API's unauthorised envelope, `lost`
// passes the request to the API and then closes the connection instead of giving its answer back (the
// API did the work, the storefront never hears of it: a retried write must not do it twice), `slow`
// (with an optional `"delay": <ms>`, 1500 unless given) passes the request on that much later (an API
// answering slowly).
// `patch` (with `"patch": {…}`) passes the request on and merges those keys into the JSON object the
// API answers (for example config flags switched off: `{"mode": "patch", "match": "^/api/v1/config$",
// "patch": {"refund_policy": 0}}`). An optional `"header": ["authorization", "Bearer …"]` limits any fault
// to requests carrying that header value (one test's session), so tests running beside it are untouched.
// Started by playwright.config.ts (E2E_FAULT_PORT, forwarding to E2E_API_PORT).
import { createServer, request as forward } from "node:http";

const port = Number(process.env.FAULT_PROXY_PORT ?? 5100);
const target = new URL(process.env.FAULT_PROXY_TARGET ?? "http://127.0.0.1:4100");
const modes = new Set(["pass", "down", "503", "hang", "401", "patch", "lost", "slow"]);
let fault = { mode: "pass", match: null, patch: null, header: null, delay: 1500 };

function readBody(incoming) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    incoming.on("data", (chunk) => chunks.push(chunk));
    incoming.on("end", () => resolve(Buffer.concat(chunks)));
    incoming.on("error", reject);
  });
}

const server = createServer(async (incoming, outgoing) => {
  const path = incoming.url ?? "/";
  if (path === "/__fault") {
    if (incoming.method === "POST") {
      const asked = JSON.parse(String(await readBody(incoming)) || "{}");
      if (!modes.has(asked.mode)) {
        outgoing.writeHead(400).end(`mode must be one of ${[...modes].join(", ")}`);
        return;
      }
      fault = {
        mode: asked.mode,
        match: asked.match ? new RegExp(asked.match) : null,
        patch: asked.patch && typeof asked.patch === "object" ? asked.patch : null,
        header: Array.isArray(asked.header)
          ? [String(asked.header[0]).toLowerCase(), String(asked.header[1])]
          : null,
        delay: Number.isFinite(asked.delay) ? Number(asked.delay) : 1500,
      };
    }
    outgoing
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ mode: fault.mode, match: fault.match?.source ?? null }));
    return;
  }
  const faulty =
    fault.mode !== "pass" &&
    (!fault.match || fault.match.test(path)) &&
    (!fault.header || incoming.headers[fault.header[0]] === fault.header[1]);
  if (faulty && fault.mode === "slow") {
    // The body waits in the paused request until it is piped on below.
    await new Promise((resolve) => setTimeout(resolve, fault.delay));
  }
  if (faulty && fault.mode === "down") {
    incoming.socket.destroy();
    return;
  }
  if (faulty && fault.mode === "503") {
    outgoing
      .writeHead(503, { "content-type": "application/json", "retry-after": "5" })
      .end(JSON.stringify({ errors: [{ code: "unavailable", message: "Service Unavailable" }] }));
    return;
  }
  if (faulty && fault.mode === "hang") {
    setTimeout(() => incoming.socket.destroy(), 10_000);
    return;
  }
  if (faulty && fault.mode === "401") {
    outgoing
      .writeHead(401, { "content-type": "application/json" })
      .end(JSON.stringify({ errors: [{ code: "auth-001", message: "Unauthorized." }] }));
    return;
  }
  if (faulty && fault.mode === "patch") {
    const patch = fault.patch ?? {};
    const { "accept-encoding": _encoding, ...headers } = incoming.headers;
    const upstream = forward(
      { hostname: target.hostname, port: target.port, method: incoming.method, path, headers },
      async (answer) => {
        const text = String(await readBody(answer));
        let body = text;
        try {
          const value = JSON.parse(text);
          if (value && typeof value === "object" && !Array.isArray(value))
            body = JSON.stringify({ ...value, ...patch });
        } catch {
          // not JSON: passed on as it came
        }
        const {
          "content-length": _length,
          "transfer-encoding": _transfer,
          ...kept
        } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, kept).end(body);
      },
    );
    upstream.on("error", () => incoming.socket.destroy());
    incoming.pipe(upstream);
    return;
  }
  const upstream = forward(
    {
      hostname: target.hostname,
      port: target.port,
      method: incoming.method,
      path,
      headers: incoming.headers,
    },
    (answer) => {
      if (faulty && fault.mode === "lost") {
        answer.resume();
        answer.on("end", () => incoming.socket.destroy());
        return;
      }
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => incoming.socket.destroy());
  incoming.pipe(upstream);
});

server.listen(port, "127.0.0.1", () => {
  process.stdout.write(`fault proxy on ${String(port)} → ${target.href}\n`);
});
