"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import type { ModuleOption } from "./module-option";
import { saveModule } from "~/features/module/actions/save-module";
import { notify } from "~/lib/notify/notify";

/**
 * Saves a module, says 'A Module has been selected.' and shows its home page, or `/interest` when the
 * customer has saved interests for other modules only (`saveModule` answers which).
 */
export function useSelectModule(selectedMessage: string, onDone?: () => void) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const select = (option: ModuleOption) => {
    startTransition(async () => {
      const target = await saveModule({ id: option.id, type: option.type });
      void notify.success(selectedMessage);
      onDone?.();
      router.push(target);
      router.refresh();
    });
  };
  return { select, pending };
}
