import { questionsOf } from "../../../app/lib/faq-questions";
import { FAQ_PATH } from "../../../app/lib/paths";
import type { Db } from "../../../app/server/data/db.server";
import { FAQ_CATEGORIES, FAQ_PAGE } from "../prose/faq";
import type { SeededText } from "../page-texts";

/**
 * The FAQ's starting text (decision 0043): title, description, heading, lead and its questions
 * with their themes, in order. The page has no text of its own beyond them (an empty body).
 */
export function faqTexts(_db: Pick<Db, "select">): SeededText[] {
  const questions = questionsOf(FAQ_CATEGORIES);
  return [
    {
      path: FAQ_PATH,
      title: FAQ_PAGE.title,
      description: FAQ_PAGE.description,
      heading: FAQ_PAGE.heading,
      lead: FAQ_PAGE.lead,
      body: "",
      questions,
    },
  ];
}
