import type { OfflinePaymentView } from "../lib/offline-payment-view";
import type { StatusTone } from "../lib/status-tone";
import type { OfflinePaymentLabels } from "./offline-payment-labels";
import { statusPillClass } from "../lib/status-tone";
import { OfflinePaymentEditor } from "./offline-payment-editor";

/** The verification status's tone; a status the storefront does not know is neutral. */
const toneOf = (status: string): StatusTone =>
  status === "pending"
    ? "waiting"
    : status === "verified"
      ? "good"
      : status === "denied"
        ? "bad"
        : "neutral";

/**
 * The offline payment the customer submitted: the method, its fields and the note, and whether it is
 * verified; while it awaits verification, 'Edit payment information' (the order's owner only: the API
 * answers this part of an order to its owner alone). Renders on the server (order details) and in the
 * tracking view.
 */
export function OfflinePaymentCard({
  view,
  labels,
  headingTag: Heading = "h3",
  editButtonClassName,
  onUpdated,
}: {
  view: OfflinePaymentView;
  labels: OfflinePaymentLabels;
  /** The small outline button's classes (`buttonVariants`), computed by a server parent or a lazy chunk. */
  editButtonClassName: string;
  headingTag?: "h3" | "h4";
  /** After an update (the tracking view refetches); the order page renders again without it. */
  onUpdated?: () => void;
}) {
  const status = view.status;
  const known =
    status === "pending" || status === "verified" || status === "denied"
      ? labels.statuses[status]
      : null;
  return (
    <section
      className="bg-card flex flex-col gap-2 rounded-xl border p-4"
      data-testid="offline-payment"
    >
      <Heading className="font-semibold">{labels.title}</Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{labels.method}</dt>
        <dd>
          <bdi>{view.methodName}</bdi>
        </dd>
        {view.entries.map((entry) => (
          <div key={entry.name} className="contents">
            <dt className="text-muted-foreground">{entry.label}</dt>
            <dd className="break-all" data-testid={`offline-payment-${entry.name}`}>
              <bdi>{entry.value}</bdi>
            </dd>
          </div>
        ))}
        {view.note === "" ? null : (
          <>
            <dt className="text-muted-foreground">{labels.note}</dt>
            <dd className="break-words whitespace-pre-line" data-testid="offline-payment-note">
              <bdi>{view.note}</bdi>
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{labels.status}</dt>
        <dd>
          <span
            data-testid="offline-payment-status"
            data-tone={toneOf(status)}
            className={statusPillClass(toneOf(status))}
          >
            {known ?? <bdi>{status}</bdi>}
          </span>
        </dd>
      </dl>
      {view.edit ? (
        <OfflinePaymentEditor
          orderId={view.orderId}
          fields={view.edit.fields}
          note={view.note}
          labels={labels}
          buttonClassName={editButtonClassName}
          onUpdated={onUpdated}
        />
      ) : null}
    </section>
  );
}
