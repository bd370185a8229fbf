/** The texts of the offline payment card and its edit dialog (the `offlinePayment` namespace). */
export interface OfflinePaymentLabels {
  title: string;
  method: string;
  note: string;
  status: string;
  statuses: { pending: string; verified: string; denied: string };
  edit: string;
  editHint: string;
  noteLabel: string;
  save: string;
  cancel: string;
  /** Templates with `{field}`. */
  required: string;
  tooLong: string;
  control: string;
  /** 'Payment info updated.' */
  updated: string;
  /** 'Loading...' (`common`), in the edit dialog's frame while its code downloads. */
  loading: string;
}

type Translate = ((key: Exclude<keyof OfflinePaymentLabels, "statuses">) => string) & {
  raw: (key: "required" | "tooLong" | "control") => unknown;
} & ((key: `statuses.${keyof OfflinePaymentLabels["statuses"]}`) => string);

/**
 * The labels from a translator of the `offlinePayment` namespace (server or client), and the generic
 * 'Loading...' (`common.loading`).
 */
export function offlinePaymentLabels(t: Translate, loading: string): OfflinePaymentLabels {
  const template = (key: "required" | "tooLong" | "control") => {
    const value = t.raw(key);
    return typeof value === "string" ? value : "";
  };
  return {
    title: t("title"),
    method: t("method"),
    note: t("note"),
    status: t("status"),
    statuses: {
      pending: t("statuses.pending"),
      verified: t("statuses.verified"),
      denied: t("statuses.denied"),
    },
    edit: t("edit"),
    editHint: t("editHint"),
    noteLabel: t("noteLabel"),
    save: t("save"),
    cancel: t("cancel"),
    required: template("required"),
    tooLong: template("tooLong"),
    control: template("control"),
    updated: t("updated"),
    loading,
  };
}
