"use client";

import { useQuery } from "@tanstack/react-query";

import { configQueryOptions } from "@marketplace/api-client/query";

import { useBrowserClient } from "~/lib/api/use-browser-client";

/**
 * The fixed one-time code of an API in demo mode (its config's `demo_otp_code`), for the OTP modal's demo
 * note (spec A §2); null for a real API or while the config loads.
 */
export function useDemoOtpCode(): string | null {
  const client = useBrowserClient();
  const config = useQuery({ ...configQueryOptions(client), meta: { silent: true } });
  const code = config.data?.demo_otp_code;
  return typeof code === "string" && code !== "" ? code : null;
}
