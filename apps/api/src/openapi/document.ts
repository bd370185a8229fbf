import { z } from "zod";

import type { Operation } from "./operations";
import { catalogueOperations, listResponses, schemaOf } from "./operations";

const errorEnvelope = {
  type: "object",
  properties: {
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { code: { type: "string" }, message: { type: "string" } },
        required: ["code", "message"],
      },
    },
  },
  required: ["errors"],
};

/** Generates the OpenAPI 3.1 document from the SDK's zod schemas (`z.toJSONSchema`). */
export function buildOpenApi(
  operations: Operation[] = catalogueOperations,
  serverUrl = "/api/v1",
): Record<string, unknown> {
  const schemas: Record<string, unknown> = { ErrorEnvelope: errorEnvelope };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const name = operation.response.replace(/Schema$/, "");
    if (!(name in schemas)) {
      schemas[name] = z.toJSONSchema(schemaOf(operation.response), {
        unrepresentable: "any",
        io: "output",
        target: "draft-2020-12",
      });
    }
    const ref = { $ref: `#/components/schemas/${name}` };
    const parameters = [
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
    const route = `/${operation.path}`;
    paths[route] ??= {};
    paths[route][operation.method] = {
      tags: [operation.tag],
      summary: operation.summary,
      operationId: `${operation.method}_${operation.path.replace(/[^a-zA-Z0-9]+/g, "_")}`,
      parameters,
      ...(operation.auth ? { security: [{ bearer: [] }] } : {}),
      responses: {
        "200": {
          description: "OK",
          content: {
            "application/json": {
              schema: listResponses.has(operation.path) ? { type: "array", items: ref } : ref,
            },
          },
        },
        "403": {
          description: "Validation error, or a missing moduleId/zoneId header",
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
          },
        },
        "404": {
          description: "Not found",
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
          },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Marketplace reference API",
      version: "1.0.0",
      description:
        "The production backend's /api/v1 contract as the reference server speaks it. Schemas are generated from @marketplace/api-client. Paging: offset is a 1-based page number. Validation errors answer 403.",
    },
    servers: [{ url: serverUrl }],
    components: { schemas, securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}
