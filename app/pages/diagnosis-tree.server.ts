import type { ChildNode, Element } from "domhandler";
import { PROBLEMS } from "~/content/problem-keywords";
import { treeProblems, type DiagnosisOption, type DiagnosisOutcome, type DiagnosisStep, type DiagnosisTarget, type DiagnosisTree } from "~/lib/diagnosis";
import { DIAGNOSIS_PATH, problemPath } from "~/lib/paths";
import { isElement, listItems, meaningful, outerHtml, storedSections, textOf, type StoredSection } from "./stored-html.server";

/**
 * How /diagnostico reads its tree from the page's stored text in "Páginas do site" (decision
 * 0043), typed by the owner in the light syntax (decision 0031) and read here from its sanitised
 * HTML, like the service page's layout (app/pages/service-page.server.ts):
 *
 *     ## Pergunta: energia
 *     O portão parou depois de uma queda de energia…?      (the question: the first paragraph)
 *     Procure o disjuntor marcado “portão”…                 (help: the next paragraphs)
 *     > Não abra o quadro…                                  (the safety warning: a quote)
 *     - [sim] Sim, parou depois que a luz caiu → Pergunta: queda-de-energia
 *     - [nao] Não, parou sem motivo aparente → Resultado: disjuntor
 *
 *     ## Resultado: disjuntor
 *     O disjuntor tinha desarmado                           (the title: the first paragraph)
 *     Um disjuntor cai com um pico…                         (the likely cause: the next ones)
 *     > …                                                   (the safety warning)
 *     O que tentar:  - …                                    (what the visitor can do alone)
 *     Chame o técnico:  - …                                 (what needs a technician)
 *     [Entenda melhor este problema](/motor-de-portao-desarmando-o-disjuntor)
 *     Pode já ter resolvido.                                (optional: the visitor's check may have solved it)
 *
 * The code in brackets is the answer's value in the address (old links keep working while it is
 * kept); "->" is read as "→". The first question is where the diagnosis starts. What comes before
 * the first question or outcome is shown as written under the page's opening. The same reading
 * is the editor's save rule (`diagnosisTextProblems`), so a published tree always answers.
 */

export const DIAGNOSIS_LABELS = { tryAlone: "O que tentar:", technician: "Chame o técnico:", maybeSolved: "Pode já ter resolvido." } as const;

export type ParsedDiagnosis = DiagnosisTree & {
  /** HTML shown under the page's opening: what the text holds before its first question or outcome. */
  opening: string;
  /** What the text says that is no question or outcome the page can show, in the owner's words. */
  errors: string[];
};

const SECTION = /^(pergunta|resultado)\s*:\s*(.*)$/i;
const CODE = /^[a-z0-9][a-z0-9-]*$/;
const OPTION = /^\[([^\]]*)\]\s*(.*?)\s*(?:→|->)\s*(pergunta|resultado)\s*:\s*(\S*)\s*$/i;
const comparable = (text: string) => text.toLocaleLowerCase("pt-BR").replace(/[\s:.]+$/, "");

const named = (nodes: ChildNode[], name: string) => nodes.filter((n): n is Element => isElement(n) && n.name === name);

/** A paragraph that is one link and nothing else: its address and words. */
function onlyLink(p: Element): { href: string; text: string } | null {
  const inner = meaningful(p.children);
  const [a] = inner;
  return inner.length === 1 && isElement(a) && a.name === "a" && a.attribs.href ? { href: a.attribs.href, text: textOf(a) } : null;
}

function option(li: Element, stepId: string, errors: string[]): DiagnosisOption | null {
  const text = textOf(li);
  const m = OPTION.exec(text);
  if (!m) {
    errors.push(
      `A resposta “${text}” da pergunta “${stepId}” precisa ser escrita assim: “- [código] texto da resposta → Pergunta: código” (ou “→ Resultado: código”).`,
    );
    return null;
  }
  const [, value, label, kind, id] = m;
  if (!CODE.test(value))
    errors.push(`O código [${value}] da resposta “${label}” (pergunta “${stepId}”) só pode ter letras minúsculas sem acento, números e hífens.`);
  if (!label) errors.push(`A resposta [${value}] da pergunta “${stepId}” não tem texto.`);
  const next: DiagnosisTarget = { kind: kind.toLowerCase() === "pergunta" ? "pergunta" : "resultado", id };
  return { value, label, next };
}

function step(id: string, s: StoredSection, errors: string[]): DiagnosisStep {
  const paragraphs = named(s.nodes, "p").map(textOf);
  const safety = named(s.nodes, "blockquote").map(textOf).join(" ");
  const options = [...named(s.nodes, "ul"), ...named(s.nodes, "ol")].flatMap(listItems).flatMap((li) => option(li, id, errors) ?? []);
  if (!paragraphs[0]) errors.push(`A pergunta “${id}” não tem o texto da pergunta (o primeiro parágrafo da seção).`);
  return { id, question: paragraphs[0] ?? "", ...(paragraphs.length > 1 && { help: paragraphs.slice(1).join(" ") }), ...(safety && { safety }), options };
}

function outcome(id: string, s: StoredSection, errors: string[]): DiagnosisOutcome {
  const texts: string[] = [];
  const lists = { tryAlone: [] as string[], technician: [] as string[] };
  let label: keyof typeof lists | null = null;
  let link: { href: string; text: string } | null = null;
  let maybeSolved = false;
  let safety = "";
  for (const node of meaningful(s.nodes)) {
    if (!isElement(node)) continue;
    const text = textOf(node);
    const listLabel = (Object.keys(lists) as (keyof typeof lists)[]).find((k) => comparable(text) === comparable(DIAGNOSIS_LABELS[k]));
    if (node.name === "ul" || node.name === "ol") {
      if (label) lists[label].push(...listItems(node).map(textOf));
      else errors.push(`O resultado “${id}” tem uma lista sem “${DIAGNOSIS_LABELS.tryAlone}” ou “${DIAGNOSIS_LABELS.technician}” logo antes dela.`);
      label = null;
      continue;
    }
    label = null;
    if (node.name === "blockquote") safety = [safety, text].filter(Boolean).join(" ");
    else if (node.name !== "p") continue;
    else if (listLabel) label = listLabel;
    else if (comparable(text) === comparable(DIAGNOSIS_LABELS.maybeSolved)) maybeSolved = true;
    else if (onlyLink(node)) link = onlyLink(node);
    else texts.push(text);
  }
  const [title = "", ...cause] = texts;
  if (!title || cause.length === 0) errors.push(`O resultado “${id}” precisa do título (o primeiro parágrafo) e da causa provável (o parágrafo seguinte).`);
  for (const k of Object.keys(lists) as (keyof typeof lists)[])
    if (lists[k].length === 0) errors.push(`O resultado “${id}” precisa da lista “${DIAGNOSIS_LABELS[k]}” com ao menos um item.`);
  if (!link)
    errors.push(`O resultado “${id}” precisa do link para a página do problema, numa linha só: “[Entenda melhor este problema](/endereço-do-problema)”.`);
  return {
    id,
    title,
    cause: cause.join(" "),
    tryAlone: lists.tryAlone,
    technician: lists.technician,
    ...(safety && { safety }),
    problemPath: link?.href ?? "",
    problemLabel: link?.text ?? "",
    ...(maybeSolved && { maybeSolved }),
  };
}

const asWritten = (s: StoredSection) =>
  `<h2>${s.heading.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</h2>${s.nodes.map(outerHtml).join("")}`;

/** The tree of a stored text (sanitised HTML), with what keeps it from being read whole. */
export function parseDiagnosis(bodyHtml: string): ParsedDiagnosis {
  const { opening, sections } = storedSections(bodyHtml);
  const first = sections.findIndex((s) => SECTION.test(s.heading));
  const errors: string[] = [];
  const steps: DiagnosisStep[] = [];
  const outcomes: DiagnosisOutcome[] = [];
  for (const s of first < 0 ? [] : sections.slice(first)) {
    const m = SECTION.exec(s.heading);
    if (!m) {
      errors.push(`A seção “${s.heading}” não é uma pergunta nem um resultado: comece o título com “Pergunta:” ou “Resultado:”.`);
      continue;
    }
    const id = m[2].trim();
    const isStep = m[1].toLowerCase() === "pergunta";
    const kind = isStep ? "pergunta" : "resultado";
    if (!CODE.test(id)) errors.push(`O código “${id}” da seção “${s.heading}” só pode ter letras minúsculas sem acento, números e hífens.`);
    if ((isStep ? steps : outcomes).some((x) => x.id === id))
      errors.push(`Há duas seções “${isStep ? "Pergunta" : "Resultado"}: ${id}”: cada ${kind} precisa de um código só dela.`);
    if (isStep) steps.push(step(id, s, errors));
    else outcomes.push(outcome(id, s, errors));
  }
  return {
    opening: [...opening.map(outerHtml), ...(first < 0 ? sections : sections.slice(0, first)).map(asWritten)].join(""),
    steps,
    outcomes,
    errors,
  };
}

let last: { html: string; parsed: ParsedDiagnosis } | undefined;

/** The page's tree, read again only when its stored HTML changed (a publish). */
export function storedDiagnosis(bodyHtml: string): ParsedDiagnosis {
  if (last?.html !== bodyHtml) last = { html: bodyHtml, parsed: parseDiagnosis(bodyHtml) };
  return last.parsed;
}

const PROBLEM_PATHS: ReadonlySet<string> = new Set(PROBLEMS.map(problemPath));

/**
 * The save rule of /diagnostico's text (the editor's, app/server/page-texts/editor.server.ts):
 * what the text says that the page cannot read, then what keeps the tree from answering every
 * visitor (app/lib/diagnosis.ts `treeProblems`). Empty when the tree may be published.
 */
export function diagnosisTextProblems(bodyHtml: string, problemPaths: ReadonlySet<string> = PROBLEM_PATHS): string[] {
  const parsed = parseDiagnosis(bodyHtml);
  return [...parsed.errors, ...treeProblems(parsed, problemPaths)];
}

/** What the editor says above /diagnostico's text: how the text becomes the tool, and what the page adds by itself. */
export function diagnosisAutomaticParts(path: string): string | null {
  if (path !== DIAGNOSIS_PATH) return null;
  return [
    "Como o texto vira o diagnóstico: cada seção “## Pergunta: código” é uma pergunta (o primeiro parágrafo é a pergunta, os seguintes a ajuda, a citação “> ” o aviso de segurança) e cada linha “- [código] resposta → Pergunta: código” ou “→ Resultado: código” é uma resposta e para onde ela leva; a primeira pergunta do texto é a primeira feita ao visitante.",
    `Cada seção “## Resultado: código” é um resultado: o título, a causa provável, o aviso de segurança (“> ”), as listas “${DIAGNOSIS_LABELS.tryAlone}” e “${DIAGNOSIS_LABELS.technician}”, o link para a página do problema e, se a verificação do visitante pode já ter resolvido, a linha “${DIAGNOSIS_LABELS.maybeSolved}”.`,
    "O código entre colchetes vai no endereço da página: mudá-lo faz links antigos voltarem à pergunta. O site só publica o texto se toda resposta levar a uma pergunta ou a um resultado que existem, se toda pergunta e todo resultado forem alcançados e se cada link levar a uma página de problema do site.",
    "Automático nesta página: o resumo “Suas respostas” com “mudar”, o botão Continuar, a faixa de preço do conserto, o link “Começar de novo” e o quadro de contato, cuja mensagem de WhatsApp leva o título do resultado.",
  ].join(" ");
}
