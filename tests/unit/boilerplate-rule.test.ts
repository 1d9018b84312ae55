// The content measure leaves out what carries data-boilerplate (docs/content-quality.md), so only
// the call-to-action band may carry it: the lint rule in eslint.config.js, run as `npm run lint` does.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });
const BAND = 'export function Band() {\n  return <section data-boilerplate="">Chame no WhatsApp</section>;\n}\n';

async function refusals(file: string): Promise<string[]> {
  const [result] = await eslint.lintText(BAND, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("declared boilerplate", () => {
  it("is refused in any component but the call-to-action band", async () => {
    expect(await refusals("app/components/sections/NewBand.tsx")).toEqual([expect.stringContaining("Only ContactCta declares boilerplate")]);
    expect(await refusals("app/routes/cidades.$slug.tsx")).toHaveLength(1);
  });

  it("is allowed in ContactCta", async () => {
    expect(await refusals("app/components/sections/ContactCta.tsx")).toEqual([]);
  });
});
