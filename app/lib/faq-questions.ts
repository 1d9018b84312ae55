import type { FaqCategory } from "~/content/faq";
import type { PageQuestion } from "./page-texts";
import { slugify } from "./slug";

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

/** The FAQ's own questions as one list, each with its theme (what the editor starts from). */
export function questionsOf(categories: FaqCategory[]): PageQuestion[] {
  return categories.flatMap((c) => c.items.map((item) => ({ group: c.title, question: item.question, answer: item.answer })));
}
