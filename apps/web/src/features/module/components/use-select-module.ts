"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import type { ModuleOption } from "./module-option";
import { saveModule } from "~/features/module/actions/save-module";
import { notify } from "~/lib/notify/notify";

/** Saves a module, says 'A Module has been selected.' and shows its home page. */
export function useSelectModule(selectedMessage: string, onDone?: () => void) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const select = (option: ModuleOption) => {
    startTransition(async () => {
      await saveModule({ id: option.id, type: option.type });
      void notify.success(selectedMessage);
      onDone?.();
      router.push("/home");
      router.refresh();
    });
  };
  return { select, pending };
}
