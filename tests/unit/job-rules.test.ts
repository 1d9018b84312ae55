import { describe, expect, it } from "vitest";
import { isUploadPath } from "../../http/upload-path";
import { jobPageSlugs, monthYear, nextMaintenanceDate, placesShownOn } from "~/lib/jobs/rules";

// The job log's rules (docs/decisions/0038-job-log.md).
describe("job rules", () => {
  it("a job shows on its place's page and its city's; a neighbourhood folded into its city's page shows there", () => {
    expect(jobPageSlugs("mooca")).toEqual(["mooca"]);
    expect(jobPageSlugs("vila-yara-osasco")).toContain("osasco");
    expect(placesShownOn("osasco")).toContain("vila-yara-osasco");
    expect(jobPageSlugs("rua-qualquer")).toEqual([]);
  });

  it("the next maintenance follows the owner's rule: 12 months for homes, 6 for condominiums, at the month's end when shorter", () => {
    expect(nextMaintenanceDate("2025-12-08", "casa")).toBe("2026-12-08");
    expect(nextMaintenanceDate("2026-08-31", "condominio")).toBe("2027-02-28");
  });

  it("pages print the month and year, never the day", () => {
    expect(monthYear("2026-03-09")).toBe("março de 2026");
  });

  it("a job's photos may be posted as a large upload to its page only", () => {
    expect(isUploadPath("POST", "/admin/servicos/12")).toBe(true);
    expect(isUploadPath("POST", "/admin/servicos/12.data")).toBe(true);
    expect(isUploadPath("POST", "/admin/servicos")).toBe(false);
    expect(isUploadPath("POST", "/admin/servicos/qr-google")).toBe(false);
    expect(isUploadPath("GET", "/admin/servicos/12")).toBe(false);
  });
});
