/**
 * A private upload of the API (`{public url}/api/v1/customer/...`: prescription images, the profile photo)
 * as a same-origin path through the storefront's `/api/v1` proxy, which adds the session; anything else
 * gives null (the caller shows no image).
 * @example privateUploadPath("http://api.test/api/v1/customer/order/attachment/7/a.png") // "/api/v1/customer/order/attachment/7/a.png"
 */
export function privateUploadPath(url: unknown): string | null {
  if (typeof url !== "string" || url === "") return null;
  try {
    const { pathname } = new URL(url, "http://relative.invalid");
    return pathname.startsWith("/api/v1/customer/") && !pathname.includes("..") ? pathname : null;
  } catch {
    return null;
  }
}
