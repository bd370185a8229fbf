import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";

import { env } from "~/env";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The cookie that makes `/e2e-faults/server-error` fail while it is set. */
const FAULT_COOKIE = "e2e_fault";

/**
 * Test-only pages for the error states, served only when `E2E_FAULT_ROUTES=1` (the Playwright run);
 * everywhere else every URL here answers 404.
 *
 * - `/e2e-faults/server-error`: a server component that throws while the request carries the cookie
 *   `e2e_fault=server-error`, as a page does whose data request fails; without the cookie it renders.
 *   The e2e clears the cookie and presses 'Try again', which must fetch the page again from the server.
 * - any other `/e2e-faults/<x>`: an unknown id — the page calls `notFound()`, as an item, store or order
 *   page does for an id the API does not know, and the answer must be the not-found page with status 404.
 */
export default async function FaultPage({ params }: PageProps<"/e2e-faults/[fault]">) {
  if (env.E2E_FAULT_ROUTES !== "1") notFound();
  const { fault } = await params;
  if (fault !== "server-error") notFound();
  const store = await cookies();
  if (store.get(FAULT_COOKIE)?.value === fault) {
    throw new Error("e2e fault: the page's data request failed");
  }
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold" data-testid="fault-recovered">
        Recovered
      </h1>
    </main>
  );
}
