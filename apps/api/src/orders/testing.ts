import type { Hono } from "hono";

import { encodeZoneIds } from "@marketplace/api-client";

import type { AppEnv } from "../lib/app-env";

/** Test-only helpers for the accounts and orders suites: JSON requests straight into the app. */
export interface Call {
  status: number;
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  moduleId?: number;
  zoneIds?: number[];
  headers?: Record<string, string>;
}

export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Call> {
  const headers: Record<string, string> = {
    "x-localization": "en",
    accept: "application/json",
    ...(options.headers ?? {}),
  };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token ?? "null"}`;
  if (options.moduleId !== undefined) headers.moduleid = String(options.moduleId);
  if (options.zoneIds) headers.zoneid = encodeZoneIds(options.zoneIds);
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await app.request(`/api/v1/${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    // Leave non-JSON answers as text.
  }
  return { status: response.status, body: parsed };
}

/** A new guest id from `auth/guest/request`. */
export async function newGuest(app: Hono<AppEnv>): Promise<number> {
  const result = await call(app, "POST", "auth/guest/request", { body: {} });
  return (result.body as { guest_id: number }).guest_id;
}

/** Signs a seeded demo customer in and returns the bearer token. */
export async function signIn(
  app: Hono<AppEnv>,
  email = "demo@marketplace.test",
  password = "Demo1234",
): Promise<string> {
  const result = await call(app, "POST", "auth/login", {
    body: { login_type: "manual", email_or_phone: email, password, field_type: "email" },
  });
  const token = (result.body as { token?: string | null }).token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return token;
}

/** The first error code of an error envelope. */
export function errorCode(body: unknown): string | undefined {
  const errors = (body as { errors?: { code?: string }[] | string }).errors;
  return Array.isArray(errors) ? errors[0]?.code : errors;
}
