// /contato/… (decision 0014): the counted contact redirects and the view beacon render no page,
// so they are answered here, before the body reader and the render queue, by the app's
// `answerContactPath` (app/server/leads/contact-endpoints.server.ts). The same middleware runs
// under `npm start` and `npm run dev` (there with the current build's function, so an edit is
// live without a restart); no route module answers these paths. A path it does not know goes on
// to Remix, whose catch-all route answers the logged 404 page.
import type { AppServerEntry } from "../app/entry.server";
import { CONTACT_PREFIX } from "../app/lib/paths";
import type { HttpMiddleware } from "./types";

type AnswerContactPath = AppServerEntry["answerContactPath"];

/**
 * `currentAnswer` gives the build's `answerContactPath` (in development, the current build's).
 * The request it sees has SITE_URL's origin and only the headers the answer reads.
 */
export function contactMiddleware(currentAnswer: () => AnswerContactPath | Promise<AnswerContactPath>, origin: string): HttpMiddleware {
  return async (req, res, next) => {
    if (!req.path.startsWith(`${CONTACT_PREFIX}/`) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const headers = new Headers();
    for (const name of ["user-agent", "referer"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    let response: Response | null;
    try {
      const answer = await currentAnswer();
      response = answer(new Request(origin + req.url, { method: req.method, headers }), req.ip ?? "");
    } catch (error) {
      return next(error);
    }
    if (!response) return next();
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    try {
      const body = await response.arrayBuffer();
      res.end(req.method === "HEAD" ? undefined : Buffer.from(body));
    } catch (error) {
      next(error);
    }
  };
}
