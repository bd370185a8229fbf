import type { ReactNode } from "react";
import { ToggleGroup } from "radix-ui";

import { cn } from "../lib/cn";

type SegmentedOption<T extends string> = {
  value: T;
  label: string;
  /** Show only the icon and use the label as its accessible name. */
  icon?: ReactNode;
};

type SegmentedControlProps<T extends string> = {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  /** Accessible name of the group, e.g. 'View'. */
  label: string;
  className?: string;
};

/** A single-choice switcher such as grid / list view. One option is always chosen. */
function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  label,
  className,
}: SegmentedControlProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      data-slot="segmented-control"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onValueChange(option.value);
      }}
      className={cn("bg-muted inline-flex items-center gap-1 rounded-md p-1", className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          aria-label={option.icon === undefined ? undefined : option.label}
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring data-[state=on]:bg-background data-[state=on]:text-foreground inline-flex h-8 min-w-8 cursor-pointer items-center justify-center gap-1 rounded-sm px-2 text-sm font-medium outline-none focus-visible:ring-2 data-[state=on]:shadow-sm [&_svg]:size-4"
        >
          {option.icon ?? option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

export { SegmentedControl };
export type { SegmentedControlProps, SegmentedOption };
