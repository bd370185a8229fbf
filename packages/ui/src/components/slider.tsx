import type { ComponentProps } from "react";
import { Slider as SliderPrimitive } from "radix-ui";

import { cn } from "../lib/cn";

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name of each thumb, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels: readonly string[];
};

/**
 * A single or range slider (the listing's price filter runs 0 to 20000). One thumb per value;
 * arrow keys move a thumb by `step`, and the track fills from the start side (mirrored in RTL).
 */
function Slider({ className, thumbLabels, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        "relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50",
        className,
      )}
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      {...props}
    >
      <SliderPrimitive.Track className="bg-muted relative h-1.5 w-full grow overflow-hidden rounded-full">
        <SliderPrimitive.Range className="bg-primary absolute h-full" />
      </SliderPrimitive.Track>
      {values.map((_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index] ?? thumbLabels[0]}
          className="border-primary bg-background focus-visible:ring-ring block size-6 cursor-grab rounded-full border-2 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
        />
      ))}
    </SliderPrimitive.Root>
  );
}

export { Slider };
export type { SliderProps };
