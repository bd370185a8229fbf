/** Polls `url` until it answers below 500 (a server that has started), or throws after `timeoutMs`. */
export async function waitFor(/** @type {string} */ url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}
