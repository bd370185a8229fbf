import type { ComponentProps } from "react";
import { X } from "lucide-react";

import { cn } from "../lib/cn";

type FilterChipProps = {
  label: string;
  onRemove: () => void;
  /** Accessible name of the remove button; defaults to 'Remove {label}'. */
  removeLabel?: string;
  className?: string;
};

/** An applied filter with a remove button. */
function FilterChip({ label, onRemove, removeLabel, className }: FilterChipProps) {
  return (
    <span
      data-slot="filter-chip"
      className={cn(
        "bg-primary-soft text-foreground inline-flex h-8 items-center gap-1 rounded-full ps-3 pe-1 text-sm",
        className,
      )}
    >
      {label}
      <button
        type="button"
        aria-label={removeLabel ?? `Remove ${label}`}
        className="hover:bg-background focus-visible:ring-ring grid size-6 cursor-pointer place-items-center rounded-full outline-none focus-visible:ring-2"
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}

/** A list of chips (applied filters, category and tag chips). */
function ChipList({ className, ...props }: ComponentProps<"ul">) {
  return <ul data-slot="chip-list" className={cn("flex flex-wrap gap-2", className)} {...props} />;
}

/** A plain, non-removable chip (category and tag chips in the item detail). */
function Chip({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="chip"
      className={cn(
        "bg-muted inline-flex h-7 items-center rounded-full px-3 text-xs font-medium",
        className,
      )}
      {...props}
    />
  );
}

export { Chip, ChipList, FilterChip };
export type { FilterChipProps };
