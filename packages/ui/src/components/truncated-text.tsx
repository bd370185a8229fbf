"use client";

import { useId, useState } from "react";

import { cn } from "../lib/cn";
import { truncate } from "../lib/truncate";

type TruncatedTextProps = {
  text: string;
  /** The spec truncates long text to 70 characters. */
  maxLength?: number;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
};

/** Long text cut to 70 characters with a 'Read more' / 'Show less' toggle. */
function TruncatedText({
  text,
  maxLength = 70,
  moreLabel = "Read more",
  lessLabel = "Show less",
  className,
}: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > maxLength;
  return (
    <p data-slot="truncated-text" className={cn("text-sm", className)}>
      <span id={id}>{expanded || !long ? text : truncate(text, maxLength)}</span>
      {long ? (
        <>
          {" "}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            className="text-foreground focus-visible:ring-ring inline-flex min-h-6 cursor-pointer items-center rounded-sm font-semibold underline underline-offset-4 outline-none focus-visible:ring-2"
            onClick={() => {
              setExpanded((current) => !current);
            }}
          >
            {expanded ? lessLabel : moreLabel}
          </button>
        </>
      ) : null}
    </p>
  );
}

export { TruncatedText };
export type { TruncatedTextProps };
