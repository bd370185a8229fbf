"use client";

import type { RegistrationView } from "./registration-client";
import type { Messages } from "~/lib/i18n/pick-messages";
import { onDemand } from "~/lib/lazy/on-demand";

const RegistrationClient = onDemand(() =>
  import("./registration-client").then((mod) => mod.RegistrationClient),
);

/**
 * A registration form, downloaded once the page has hydrated (react-hook-form, the SDK's schemas, the
 * map on the vendor's store step): the page's first load carries only this loader. The server's
 * placeholder keeps the space until then.
 */
export function RegistrationIsland({
  intl,
  view,
}: {
  intl: { locale: string; timeZone: string; messages: Messages };
  view: RegistrationView;
}) {
  return (
    <div className="min-h-96" data-testid="registration-island">
      <RegistrationClient intl={intl} view={view} />
    </div>
  );
}
