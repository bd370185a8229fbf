"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { notify } from "~/lib/notify/notify";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";

export interface InterestChoice {
  id: number;
  name: string;
  imageUrl: string;
}

export interface InterestLabels {
  /** The group's accessible name ('Categories'). */
  group: string;
  save: string;
  skip: string;
  /** Shown when nothing is chosen. */
  chooseOne: string;
}

/**
 * The interest picker: categories as toggle tiles, saved with `customer/update-interest`, then home.
 * The SDK loads only when the visitor saves (kept out of the first load).
 */
export function InterestForm({
  choices,
  labels,
  buttonClassName,
  skipClassName,
}: {
  choices: readonly InterestChoice[];
  labels: InterestLabels;
  buttonClassName: string;
  skipClassName: string;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(false);
  const router = useRouter();
  const visitor = useVisitor();

  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    if (chosen.size === 0) {
      setError(true);
      return;
    }
    setError(false);
    setPending(true);
    // Through the tab's QueryClient (loaded now, on save): a failure goes to the shared error handler's toast.
    const { getQueryClient } = await import("~/lib/query/browser-query-client");
    const queryClient = getQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async (ids: number[]) => {
        const [{ updateInterest }, { getBrowserClient }] = await Promise.all([
          import("@marketplace/api-client"),
          import("~/lib/api/browser-client"),
        ]);
        return updateInterest(getBrowserClient(visitor), ids);
      },
    });
    try {
      const answer = await mutation.execute([...chosen]);
      if (answer.message) void notify.success(answer.message);
      router.push("/home");
    } catch {
      // Shown by the shared error handler.
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FieldsOnceHydrated>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{labels.group}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {choices.map((choice) => {
              const checked = chosen.has(choice.id);
              return (
                <li key={choice.id} className="min-w-0">
                  <label
                    className={`bg-card flex h-full cursor-pointer flex-col items-center gap-2 rounded-lg border-2 p-3 text-center text-sm font-medium transition-colors has-[:focus-visible]:ring-2 ${
                      checked ? "border-primary bg-primary-soft" : "border-border"
                    }`}
                  >
                    <input
                      type="checkbox"
                      name="interest"
                      value={choice.id}
                      checked={checked}
                      onChange={() => toggle(choice.id)}
                      className="sr-only"
                    />
                    {/* eslint-disable-next-line @next/next/no-img-element -- same-origin storage picture */}
                    <img
                      src={choice.imageUrl}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      className="size-16 rounded-full object-cover"
                    />
                    <span className="break-words">{choice.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {labels.chooseOne}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <a href="/home" className={skipClassName}>
            {labels.skip}
          </a>
          <button
            type="submit"
            data-slot="button"
            className={buttonClassName}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {labels.save}
          </button>
        </div>
      </FieldsOnceHydrated>
    </form>
  );
}
