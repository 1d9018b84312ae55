import { describe, expect, it } from "vitest";
import { modelLines } from "~/lib/motors/model-lines";

describe("modelLines", () => {
  it("names each line once, in catalogue order, without the brand, 'Motor' or short qualifiers", () => {
    expect(modelLines(["Motor PPA Home", "Motor PPA Home Jetflex", "Motor PPA Home SP Mono", "Motor PPA Condominium", "Motor PPA Penta Jetflex"])).toEqual([
      "Home",
      "Jetflex",
      "Mono",
      "Condominium",
      "Penta",
    ]);
  });
});
