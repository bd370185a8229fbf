"use client";

import type { ApiClient } from "@marketplace/api-client";

import { useVisitor } from "~/lib/visitor/visitor-provider";
import { getBrowserClient } from "./browser-client";

/**
 * The browser's SDK client for the visitor context of this render: its query keys carry that context, so
 * a component never shows an answer of another module, zone, language or session.
 */
export function useBrowserClient(): ApiClient {
  return getBrowserClient(useVisitor());
}
