/** Tries after a failed load (network down, server restarting) before the place is given up. */
export const LOAD_RETRIES = 2;
export const LOAD_RETRY_DELAY_MS = 1500;

/**
 * A deferred part's load (a server action rendering a section): `start()` calls `load`; a failure is
 * tried again `LOAD_RETRY_DELAY_MS` later, `LOAD_RETRIES` times, then reported to `failed`. `cancel()`
 * (an effect's clean-up) drops an answer still on its way and a try not yet made. `start()` after the
 * first call does nothing.
 */
export function loadWithRetries<T>(
  load: () => Promise<T>,
  on: { loaded: (value: T) => void; failed: (error: unknown) => void },
): { start: () => void; cancel: () => void } {
  let started = false;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = async (tries: number): Promise<void> => {
    try {
      const value = await load();
      if (!cancelled) on.loaded(value);
    } catch (error) {
      if (cancelled) return;
      if (tries >= LOAD_RETRIES) on.failed(error);
      else timer = setTimeout(() => void attempt(tries + 1), LOAD_RETRY_DELAY_MS);
    }
  };
  return {
    start: () => {
      if (started || cancelled) return;
      started = true;
      void attempt(0);
    },
    cancel: () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    },
  };
}
