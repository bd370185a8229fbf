/**
 * Flags for Debian's Chromium on these machines (root, no GPU, no internet but the npm registry):
 * without the background-networking ones Chromium keeps opening connections the closed network refuses.
 * Shared by the Playwright config (e2e) and the Lighthouse bench.
 */
export const CLOSED_NETWORK_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
