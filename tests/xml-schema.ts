import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

/**
 * Validates XML against a sitemaps.org schema kept in tests/fixtures with libxml2's xmllint
 * built to WebAssembly (the npm package xmllint-wasm, no system program). Returns xmllint's
 * messages when the document is invalid, null when it is valid.
 */
export async function sitemapSchemaErrors(xml: string, schema: "sitemap.xsd" | "siteindex.xsd"): Promise<string | null> {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [{ fileName: schema, contents: fs.readFileSync(path.resolve("tests/fixtures", schema), "utf8") }],
  });
  return result.valid ? null : result.errors.map((e) => e.rawMessage).join("\n") || result.rawOutput;
}
