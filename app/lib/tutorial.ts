import { TUTORIAL_PATH } from "./paths";

/**
 * The tutorial of docs/product.md §4.12 as data: its address, the label of the links to it (the
 * home, the service page, its breadcrumb) and its search keywords. Its text is the owner's, in
 * "Páginas do site" (decision 0043; starting text in db/seed/prose/tutorial-brake-board.ts).
 */
export const TUTORIAL = {
  path: TUTORIAL_PATH,
  shortTitle: "Configurar motor deslizante com placa de freio",
  keywords: ["central com freio", "configurar motor deslizante", "fim de curso portão deslizante", "programar controle portão"],
} as const;
