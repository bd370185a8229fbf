import type { Cart } from "@marketplace/api-client";

/** Where the writes draw the cart (the query client's cached cart). */
export interface CartCache {
  read(): Cart | undefined;
  write(lines: Cart | undefined): void;
}

type Draw = (lines: Cart) => Cart;

/**
 * The cart writes of one cart: each is drawn at once, and they reach the server one at a time, in the
 * order they were drawn. The cart's quantities are absolute ("this line is now 3"), so two quick taps sent
 * side by side could be applied in the other order and leave the older quantity on the server.
 *
 * The cache shows the server's last answer (the base) with every write still to be answered drawn over
 * it, in order. An answer becomes the new base and the later draws are drawn again over it, so the first
 * tap's answer never hides the second tap's quantity; a refusal drops its own draw only.
 */
export class SerialCartWrites {
  readonly #cache: CartCache;
  /** Settles when the last write sent or queued has settled. */
  #tail: Promise<unknown> = Promise.resolve();
  /** The draws of the writes not answered yet, in the order they were drawn. */
  #pending: Draw[] = [];
  /** The server's cart as last known under the pending draws (undefined: never read). */
  #base: Cart | undefined;
  /** Counts settled writes: a server read started before one settled is older than its answer. */
  #settled = 0;
  /** The draw of the write on its way to the server (one at a time). */
  #inFlight: Draw | null = null;
  /** True while this writer puts its own lines in the cache (they are not answers). */
  #painting = false;

  constructor(cache: CartCache) {
    this.#cache = cache;
  }

  /**
   * Draws `draw` over the cart at once (then calls `shown`), sends `write` once every earlier write has
   * settled, and takes its answer (the server's whole cart; undefined when it answers none: the draw is
   * then kept as the server's). Rejects with the write's error, its draw gone.
   */
  async run(
    draw: Draw,
    write: () => Promise<Cart | undefined>,
    shown?: () => void,
  ): Promise<Cart | undefined> {
    if (this.#pending.length === 0) this.#base = this.#cache.read();
    this.#pending.push(draw);
    this.#paint(draw(this.#cache.read() ?? []));
    shown?.();
    const turn = this.#tail.then(() => {
      this.#inFlight = draw;
      return write();
    });
    this.#tail = turn.catch(() => undefined);
    try {
      const answer = await turn;
      this.#settle(draw, answer ?? draw(this.#base ?? []));
      return answer;
    } catch (error) {
      this.#settle(draw, this.#base);
      throw error;
    }
  }

  /**
   * The answer to the write on its way, seen in the cache before that write settles (the SDK writes
   * the answered cart, then refreshes the other cart queries): it becomes the base at once, the later
   * draws drawn again over it, so the older quantity never shows meanwhile.
   */
  answered(lines: Cart | undefined): void {
    if (lines === undefined || this.#painting || this.#inFlight === null) return;
    this.#drop(this.#inFlight);
    this.#base = lines;
    this.#show();
  }

  /** A token to give back to `rebase`: which writes had settled when a server read began. */
  mark(): number {
    return this.#settled;
  }

  /**
   * The server's cart read again (after a refusal: another tab may have changed it) becomes the base,
   * unless a write settled since the read began (its answer is newer).
   */
  rebase(server: Cart, mark: number): void {
    if (mark !== this.#settled) return;
    this.#base = server;
    this.#show();
  }

  #drop(draw: Draw): void {
    const at = this.#pending.indexOf(draw);
    if (at >= 0) this.#pending.splice(at, 1);
    if (this.#inFlight === draw) this.#inFlight = null;
  }

  #settle(draw: Draw, base: Cart | undefined): void {
    this.#drop(draw);
    this.#settled += 1;
    this.#base = base;
    this.#show();
  }

  #show(): void {
    this.#paint(
      this.#pending.length === 0
        ? this.#base
        : this.#pending.reduce((lines, draw) => draw(lines), this.#base ?? []),
    );
  }

  #paint(lines: Cart | undefined): void {
    this.#painting = true;
    try {
      this.#cache.write(lines);
    } finally {
      this.#painting = false;
    }
  }
}
