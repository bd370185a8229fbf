"use client";

import type { RefObject } from "react";
import { useEffect, useEffectEvent, useRef } from "react";

/**
 * A ref for a server-rendered file input that hands over the files a visitor chose in it before the
 * page's scripts ran (a slow first visit): the browser keeps them in the input, but React was not
 * listening yet and never sees their change event, so the form would show nothing for them. Once the
 * input has hydrated, its files go to `onFiles` as if just chosen, and the input is emptied (as the
 * inputs' own change handlers do, so the same file can be chosen again).
 */
export function useEarlyFiles(
  onFiles: (files: File[]) => void,
): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  const deliver = useEffectEvent(onFiles);
  useEffect(() => {
    const element = input.current;
    const files = Array.from(element?.files ?? []);
    if (element === null || files.length === 0) return;
    element.value = "";
    deliver(files);
  }, []);
  return input;
}
