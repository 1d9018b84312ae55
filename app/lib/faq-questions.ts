import type { FaqItem } from "./jsonld";
import type { PageQuestion } from "./page-texts";
import { FAQ_PATH } from "./paths";
import { slugify } from "./slug";

/** One theme of the FAQ page with its questions, in the owner's order. */
export type FaqCategory = { id: string; title: string; items: FaqItem[] };

/** The FAQ's themes from the owner's list of questions: in the order each theme first appears. */
export function faqCategoriesOf(questions: PageQuestion[]): FaqCategory[] {
  const categories: FaqCategory[] = [];
  for (const q of questions) {
    const title = q.group.trim() || "Outras dúvidas";
    const id = slugify(title) || "outras-duvidas";
    let category = categories.find((c) => c.id === id);
    if (!category) {
      category = { id, title, items: [] };
      categories.push(category);
    }
    category.items.push({ question: q.question, answer: q.answer });
  }
  return categories;
}

/** The FAQ's questions as one list, each with its theme (how the page's row stores them). */
export function questionsOf(categories: FaqCategory[]): PageQuestion[] {
  return categories.flatMap((c) => c.items.map((item) => ({ group: c.title, question: item.question, answer: item.answer })));
}

/** The id of a question on the FAQ page: its words as a slug ("/duvidas-frequentes#quanto-tempo-..."). */
export function faqAnchor(question: string): string {
  return slugify(question);
}

/** A question's address on the FAQ page, for pages that point to an answer instead of repeating it. */
export function faqLink(question: string): { name: string; path: string } {
  return { name: question, path: `${FAQ_PATH}#${faqAnchor(question)}` };
}
