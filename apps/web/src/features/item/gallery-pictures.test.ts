import { describe, expect, it } from "vitest";

import { labelledPictures, MAX_THUMBNAILS, panStep, stepIndex } from "./gallery-pictures";

describe("labelledPictures", () => {
  it("keeps each picture once (the API repeats the main image) and names it by its place", () => {
    expect(
      labelledPictures(
        ["a.svg", "a.svg", "b.svg"],
        "Milk",
        (position, total) => `${String(position)}/${String(total)}`,
      ),
    ).toEqual([
      { src: "a.svg", alt: "Milk", label: "1/2" },
      { src: "b.svg", alt: "Milk", label: "2/2" },
    ]);
  });

  it("shows at most 5 pictures (spec: 5 thumbnails)", () => {
    const sources = ["1", "2", "3", "4", "5", "6", "7"].map((name) => `${name}.svg`);
    const pictures = labelledPictures(
      sources,
      "Milk",
      (position, total) => `${String(position)}/${String(total)}`,
    );
    expect(MAX_THUMBNAILS).toBe(5);
    expect(pictures.map((picture) => picture.label)).toEqual(["1/5", "2/5", "3/5", "4/5", "5/5"]);
  });
});

describe("stepIndex", () => {
  it("steps through the pictures and wraps at both ends", () => {
    expect([stepIndex(0, 1, 3), stepIndex(2, 1, 3), stepIndex(0, -1, 3)]).toEqual([1, 0, 2]);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("panStep", () => {
  it("moves the magnified picture by 10 % an arrow key and stays within it", () => {
    expect(panStep({ x: 50, y: 50 }, "ArrowRight")).toEqual({ x: 60, y: 50 });
    expect(panStep({ x: 50, y: 50 }, "ArrowUp")).toEqual({ x: 50, y: 40 });
    expect(panStep({ x: 95, y: 5 }, "ArrowRight")).toEqual({ x: 100, y: 5 });
    expect(panStep({ x: 95, y: 5 }, "ArrowUp")).toEqual({ x: 95, y: 0 });
    expect(panStep({ x: 30, y: 30 }, "Enter")).toEqual({ x: 30, y: 30 });
  });
});
