import { createRequire } from "node:module";
import os from "node:os";
import { Worker } from "node:worker_threads";

/**
 * bcrypt off the event loop (issue 20 #5): hashes and comparisons run on a small pool of worker threads,
 * so a flood of sign-ins does not stall every other request. bcryptjs's own async mode still computes
 * on the main thread (in 100 ms slices), which is what stalled the API under a login flood.
 */
type Job =
  | { op: "hash"; password: string; rounds: number }
  | { op: "compare"; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

// Plain CommonJS evaluated in the worker: no build step, the same in src/ (tsx, vitest) and dist/.
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash"
      ? bcrypt.hashSync(job.password, job.rounds)
      : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

const bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");
/** Leaves a core to the event loop: one worker on a 2-core machine, at most 4. */
const size = Math.max(1, Math.min(4, os.availableParallelism() - 1));

interface Slot {
  worker: Worker;
  current: Pending | null;
}

const slots: Slot[] = [];
const queue: Pending[] = [];

function spawn(): Slot {
  const worker = new Worker(workerSource, { eval: true, workerData: { bcryptPath } });
  const slot: Slot = { worker, current: null };
  worker.unref();
  worker.on("message", (message: { result?: string | boolean; error?: string }) => {
    const done = slot.current;
    slot.current = null;
    if (message.error !== undefined || message.result === undefined)
      done?.reject(new Error(message.error ?? "bcrypt worker answered nothing"));
    else done?.resolve(message.result);
    next(slot);
  });
  worker.on("error", (error) => {
    slot.current?.reject(error);
    slot.current = null;
    slots.splice(slots.indexOf(slot), 1);
    pump();
  });
  slots.push(slot);
  return slot;
}

function next(slot: Slot): void {
  const pending = queue.shift();
  if (!pending) {
    // Idle workers never keep the process alive.
    slot.worker.unref();
    return;
  }
  slot.current = pending;
  slot.worker.ref();
  slot.worker.postMessage(pending.job);
}

function pump(): void {
  for (const slot of slots) if (!slot.current) next(slot);
  while (queue.length > 0 && slots.length < size) next(spawn());
}

function run(job: Job): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    pump();
  });
}

export async function poolHash(password: string, rounds: number): Promise<string> {
  const result = await run({ op: "hash", password, rounds });
  if (typeof result !== "string") throw new Error("bcrypt worker answered no hash");
  return result;
}

export async function poolCompare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: "compare", password, hash })) === true;
}
