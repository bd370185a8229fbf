import type { Operation } from "./operation";
import { Components, errorRef } from "./components";
import { operations as allOperations } from "./operations";

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorRef } },
});

function parametersOf(operation: Operation): Record<string, unknown>[] {
  return [
    ...[...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    })),
    ...(operation.query ?? []).map((query) => ({
      name: query,
      in: "query",
      required: false,
      schema: { type: "string" },
    })),
    ...(operation.headers ?? []).map((header) => ({
      name: header,
      in: "header",
      required: false,
      schema: { type: "string" },
      ...(header === "zoneId"
        ? { description: "Zone ids as a JSON array string, e.g. [1,3]" }
        : {}),
    })),
  ];
}

function requestBodyOf(operation: Operation, components: Components) {
  const { body } = operation;
  if (!body) return {};
  const schema = components.ref(body.schema, "input");
  if (body.type === "json")
    return { requestBody: { required: true, content: { "application/json": { schema } } } };
  const files = Object.fromEntries(
    (body.files ?? []).map((field) => [field, { type: "string", format: "binary" }]),
  );
  return {
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: { allOf: [schema, { type: "object", properties: files }] },
        },
      },
    },
  };
}

function answersOf(operation: Operation, components: Components): Record<string, unknown> {
  const { response } = operation;
  let ok: Record<string, unknown>;
  if (typeof response === "string") {
    const ref = components.ref(response, "output");
    const schema = operation.list ? { type: "array", items: ref } : ref;
    ok = { "200": { description: "OK", content: { "application/json": { schema } } } };
  } else if (response.kind === "image") {
    ok = {
      "200": {
        description: "The image file",
        content: { "image/*": { schema: { type: "string", format: "binary" } } },
      },
    };
  } else {
    ok = {
      "200": {
        description: "OK (no callback given)",
        content: { "application/json": { schema: components.ref(response.fallback, "output") } },
      },
      "302": { description: "Redirect to the callback with flag and order_id" },
    };
  }
  return {
    ...ok,
    ...(operation.auth ? { "401": errorAnswer("Signed out (or an unknown guest id)") } : {}),
    "403": errorAnswer("Validation error, or a missing moduleId/zoneId header"),
    "404": errorAnswer("Not found"),
  };
}

const security = {
  customer: [{ bearer: [] }],
  guest: [{ bearer: [] }, {}],
};

/** Generates the OpenAPI 3.1 document from the SDK's zod schemas (`z.toJSONSchema`). */
export function buildOpenApi(
  operations: Operation[] = allOperations,
  serverUrl = "/api/v1",
): Record<string, unknown> {
  const components = new Components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const route = `/${operation.path}`;
    paths[route] ??= {};
    paths[route][operation.method] = {
      tags: [operation.tag],
      summary: operation.summary,
      operationId: `${operation.method}_${operation.path.replace(/[^a-zA-Z0-9]+/g, "_")}`,
      parameters: parametersOf(operation),
      ...(operation.auth ? { security: security[operation.auth] } : {}),
      ...requestBodyOf(operation, components),
      responses: answersOf(operation, components),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Marketplace reference API",
      version: "1.0.0",
      description:
        "The production backend's /api/v1 contract as the reference server speaks it. Schemas are generated from @marketplace/api-client. Paging: offset is a 1-based page number. Validation errors answer 403. Routes marked guest take a bearer token or a guest_id from auth/guest/request (query for GET/DELETE, body field otherwise).",
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas: components.schemas,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
    paths,
  };
}
