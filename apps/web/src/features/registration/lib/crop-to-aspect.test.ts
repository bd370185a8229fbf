import { describe, expect, it } from "vitest";

import { areaBox, cropBox } from "./crop-to-aspect";

describe("cropBox", () => {
  it("takes the centred square of a landscape or portrait logo", () => {
    expect(cropBox(300, 200, 1, 512)).toEqual({
      sx: 50,
      sy: 0,
      sw: 200,
      sh: 200,
      width: 200,
      height: 200,
    });
    expect(cropBox(200, 300, 1, 512)).toEqual({
      sx: 0,
      sy: 50,
      sw: 200,
      sh: 200,
      width: 200,
      height: 200,
    });
  });

  it("takes the centred 3:1 band of a cover and scales it down to the maximum width", () => {
    expect(cropBox(600, 400, 3, 1536)).toEqual({
      sx: 0,
      sy: 100,
      sw: 600,
      sh: 200,
      width: 600,
      height: 200,
    });
    expect(cropBox(4000, 1000, 3, 1536)).toEqual({
      sx: 500,
      sy: 0,
      sw: 3000,
      sh: 1000,
      width: 1536,
      height: 512,
    });
  });

  it("gives nothing for an image too small for a whole pixel at the aspect", () => {
    expect(cropBox(1, 1, 3, 1536)).toBeNull();
    expect(cropBox(0, 10, 1, 512)).toBeNull();
  });
});

describe("areaBox", () => {
  it("takes the area chosen in the cropper, at the aspect, scaled down to the maximum width", () => {
    expect(areaBox({ x: 100, y: 0, width: 200, height: 200 }, 300, 200, 1, 512)).toEqual({
      sx: 100,
      sy: 0,
      sw: 200,
      sh: 200,
      width: 200,
      height: 200,
    });
    expect(areaBox({ x: 0, y: 0, width: 3000, height: 1000 }, 4000, 1000, 3, 1536)).toEqual({
      sx: 0,
      sy: 0,
      sw: 3000,
      sh: 1000,
      width: 1536,
      height: 512,
    });
  });

  it("keeps the area inside the image at the aspect, and gives nothing for an empty one", () => {
    expect(areaBox({ x: -4, y: 150, width: 100, height: 100 }, 300, 200, 1, 512)).toEqual({
      sx: 0,
      sy: 150,
      sw: 50,
      sh: 50,
      width: 50,
      height: 50,
    });
    expect(areaBox({ x: 300, y: 0, width: 50, height: 50 }, 300, 200, 1, 512)).toBeNull();
  });
});
