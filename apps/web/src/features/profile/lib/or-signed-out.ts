import "server-only";

import { isHttpError } from "@marketplace/api-client";

/**
 * Runs the profile's calls; a 401 (the cookie is there but the API has ended the session) is
 * `signed-out`, so the visitor sees the sign-in prompt. Any other failure reaches `error.tsx`.
 */
export async function orSignedOut<T>(load: Promise<T>): Promise<T | "signed-out"> {
  try {
    return await load;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return "signed-out";
    throw error;
  }
}
