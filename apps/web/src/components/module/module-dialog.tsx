"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";

import { moduleSelection } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import type { ModuleOption } from "./module-option";
import { Modal } from "~/components/dialog/modal";
import { ModuleIcon } from "./module-icon";
import { useSelectModule } from "./use-select-module";

interface ModuleDialogProps {
  modules: ModuleOption[];
  selectedModuleId: number | null;
  /** The visitor has no module yet: the dialog cannot be dismissed without choosing. */
  required: boolean;
  onClose: () => void;
}

/**
 * The module selection dialog (spec D §2): 'No module found' when there is none, the only module
 * chosen automatically, otherwise a grid with the previous choice highlighted.
 */
export function ModuleDialog({ modules, selectedModuleId, required, onClose }: ModuleDialogProps) {
  const t = useTranslations("moduleDialog");
  const tc = useTranslations("common");
  const { select, pending } = useSelectModule(onClose);
  const selection = moduleSelection(modules);
  const autoSelected = useRef(false);

  useEffect(() => {
    if (selection.code === "auto_select" && !autoSelected.current) {
      autoSelected.current = true;
      select(selection.module);
    }
  }, [selection, select]);

  if (selection.code === "auto_select") return null;

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!required || selection.code === "no_module"}
      title={selection.code === "no_module" ? t("noneTitle") : t("title")}
      description={selection.code === "no_module" ? t("noneText") : t("mustSelect")}
      closeLabel={tc("close")}
    >
      {selection.code === "choose" ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={pending || undefined}>
          {selection.modules.map((option) => {
            const current = option.id === selectedModuleId;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  data-module-type={option.type}
                  aria-current={current || undefined}
                  disabled={pending}
                  onClick={() => select(option)}
                  className={cn(
                    "hover:border-primary focus-visible:ring-ring flex w-full flex-col items-center gap-2 rounded-lg border p-4 text-sm font-medium",
                    current && "border-primary bg-primary-soft ring-primary ring-2",
                  )}
                >
                  <ModuleIcon icon={option.icon} type={option.type} />
                  <span className="line-clamp-1">{option.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Modal>
  );
}
