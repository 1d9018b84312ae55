// The 40-query table (tests/fixtures/search-queries.ts) through the /buscar route: the home's
// search form submits there by GET with or without JavaScript (a client navigation runs the same
// loader), so each query is answered with a redirect to its destination read from the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as searchLoader } from "~/routes/buscar";
import { SEARCH_TABLE } from "../fixtures/search-queries";
import { useFreshDatabase } from "./helpers";

let cleanup: (() => void) | undefined;
beforeAll(() => {
  cleanup = useFreshDatabase().cleanup;
});
afterAll(() => cleanup?.());

async function location(query: string): Promise<string | null> {
  const request = new Request(`http://localhost:3000/buscar?q=${encodeURIComponent(query)}`);
  try {
    await searchLoader({ request, params: {}, context: { clientIp: "127.0.0.1" } });
  } catch (error) {
    if (error instanceof Response) return error.status === 302 ? error.headers.get("Location") : `status ${error.status}`;
    throw error;
  }
  return null;
}

describe("/buscar answers the 40 queries of the table", () => {
  it("has 40 queries", () => expect(SEARCH_TABLE).toHaveLength(40));

  it.each(SEARCH_TABLE)("%s → %s", async (query, destination) => {
    expect(await location(query)).toBe(destination);
  });
});
