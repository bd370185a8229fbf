/** What the process knows about the address it listens on. */
export interface ListenInfo {
  /** `PAGE_CACHE_ORIGIN`: set where the server's own address must be named (a container's port mapping). */
  override?: string | undefined;
  /** The origin `next start` (and the standalone server) write when they listen (`http://<host>:<port>`). */
  nextOrigin?: string | undefined;
  /** `PORT` as `next start -p` leaves it. */
  port?: string | undefined;
}

/**
 * Where the page cache asks its own server for a page: this process's listening address, never the
 * request's Host (behind a balancer that would be another instance, and a client chooses the Host).
 * `next start -H 0.0.0.0` (or no `-H`) names `localhost`, which may resolve to an IPv6 address the server
 * does not listen on: the loopback 127.0.0.1 is asked instead.
 */
export function selfOrigin(info: ListenInfo): string {
  if (info.override) return new URL(info.override).origin;
  if (info.nextOrigin) {
    const url = new URL(info.nextOrigin);
    if (url.hostname === "localhost") url.hostname = "127.0.0.1";
    return url.origin;
  }
  return `http://127.0.0.1:${info.port ?? "3000"}`;
}
