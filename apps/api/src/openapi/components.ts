import { z } from "zod";

import type { SchemaName } from "./operation";
import { schemaOf } from "./operation";

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

/**
 * The document's `components.schemas`, generated with `z.toJSONSchema` from the SDK schemas as they are
 * referenced: answers as the SDK reads them (`output`), bodies as a client sends them (`input`).
 */
export class Components {
  readonly schemas: Record<string, unknown> = { ErrorEnvelope: errorEnvelope };
  private readonly names = new Map<string, string>();

  /** A `$ref` to the component of an SDK schema, added on first use. */
  ref(name: SchemaName, io: "input" | "output"): { $ref: string } {
    const key = `${io}:${name}`;
    let component = this.names.get(key);
    if (component === undefined) {
      const base = name.replace(/Schema$/, "");
      component = base in this.schemas ? `${base}Input` : base;
      this.schemas[component] = z.toJSONSchema(schemaOf(name), {
        unrepresentable: "any",
        io,
        target: "draft-2020-12",
      });
      this.names.set(key, component);
    }
    return { $ref: `#/components/schemas/${component}` };
  }
}

export const errorRef = { $ref: "#/components/schemas/ErrorEnvelope" };
