import { usefulLinkPath } from "./paths";

/**
 * Every action of the admin activity log (docs/product.md §6.8), key → the pt-BR label shown on
 * /admin/atividade. The key is what `activity_log.action` stores, so a key is never renamed.
 */
export const ACTIVITY_ACTIONS = {
  "pagina.criar": "Página criada",
  "pagina.editar": "Página editada",
  "pagina.publicar": "Página publicada",
  "pagina.excluir": "Página excluída",
  /** A deleted page put back from "Páginas excluídas" (decision 0045). */
  "pagina.restaurar": "Página restaurada",
  /** "Gerar 50 Páginas Internas", the batch creator and the local generator's "Processar todos". */
  "paginas.gerar": "Páginas geradas",
  /** The legacy import (docs/product.md §6.7). */
  "paginas.importar": "Páginas importadas",
  "redirecionamento.salvar": "Redirecionamento salvo",
  "redirecionamento.excluir": "Redirecionamento excluído",
  "404.ignorar": "Endereço não encontrado ignorado",
  "lead.marcar": "Atendimento marcado",
  /** A call logged by the owner with the page the caller saw ("Registrar ligação"). */
  "lead.registrar": "Ligação registrada",
  /** Photos and documents of a motor (docs/product.md §6.3b). */
  "midia.enviar": "Mídia enviada",
  "midia.excluir": "Mídia excluída",
  "midia.editar": "Mídia alterada",
  /** "Catálogo de motores" (decision 0029). */
  "motor.criar": "Modelo de motor criado",
  "motor.editar": "Modelo de motor alterado",
  "motor.retirar": "Modelo de motor fora de linha",
  /** Testimonials and review-request links (decision 0027). */
  "depoimento.criar": "Depoimento cadastrado",
  "depoimento.editar": "Depoimento editado",
  "depoimento.publicar": "Depoimento publicado",
  "depoimento.ocultar": "Depoimento oculto",
  "depoimento.aprovar": "Depoimento aprovado",
  "depoimento.rejeitar": "Depoimento rejeitado",
  "depoimento.excluir": "Depoimento excluído",
  "depoimento.pedir": "Pedido de depoimento criado",
  "depoimento.pedido-excluir": "Pedido de depoimento excluído",
  /** Sent by a customer through a review-request link (the e-mail column says so). */
  "depoimento.recebido": "Depoimento recebido do cliente",
  /** "Serviços realizados" (docs/decisions/0038-job-log.md). */
  "servico.criar": "Serviço registrado",
  "servico.editar": "Serviço editado",
  "servico.publicar": "Serviço publicado",
  "servico.ocultar": "Serviço oculto",
  "servico.excluir": "Serviço excluído",
  "servico.fotos": "Fotos de serviço enviadas",
  "servico.foto-excluir": "Foto de serviço excluída",
  "servico.numero-excluir": "WhatsApp do cliente excluído",
  "servico.mensagem": "Mensagem pós-serviço criada",
  /** "Páginas do site" (decision 0040); the target is the page's path and the fields that changed. */
  "texto.publicar": "Texto de página publicado",
  "texto.rascunho": "Rascunho de página salvo",
  "texto.restaurar": "Versão anterior de página restaurada",
  "texto.descartar": "Rascunho de página descartado",
  /** "Dados do negócio" (decision 0028); the target names the fields that changed. */
  "negocio.editar": "Dados do negócio alterados",
  /** Visit requests (docs/product.md §4.14): sent by a visitor (the e-mail column says so), seen by the owner. */
  "pedido.recebido": "Pedido de visita recebido",
  "pedido.visto": "Pedido de visita marcado como visto",
  /** A person's data by the phone they typed (LGPD art. 18); the target names the phone and how many requests. */
  "pedido.exportar": "Dados de uma pessoa exportados",
  "pedido.apagar": "Dados de uma pessoa apagados",
  "login.entrar": "Entrou no painel",
  "login.sair": "Saiu do painel",
  /** The e-mail is the one typed, not necessarily an admin's. */
  "login.falhou": "Login recusado",
  /** "Minha senha": changed by the owner in the admin (every other session ended). */
  "senha.alterar": "Senha alterada",
  /** "Esqueci minha senha": a new password set through the e-mailed link. */
  "senha.redefinir": "Senha redefinida pelo link de e-mail",
  "2fa.ativar": "Verificação em duas etapas ativada",
  "2fa.desativar": "Verificação em duas etapas desativada",
  /** "Google": the owner chose the page answering a search (docs/content-quality.md "One page per search intent"). */
  "busca.escolher": "Página escolhida para uma busca",
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/**
 * Who can write a row of an action, which sets its bound (LIMITS.activityRows): anyone who posts
 * the sign-in form, a visitor or customer through a public form, or the owner in the admin.
 */
export const ACTIVITY_KINDS = ["failedSignIn", "visitor", "owner"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const WRITTEN_BY_OTHERS: Partial<Record<ActivityAction, ActivityKind>> = {
  "login.falhou": "failedSignIn",
  "pedido.recebido": "visitor",
  "depoimento.recebido": "visitor",
};

export function activityKind(action: ActivityAction): ActivityKind {
  return WRITTEN_BY_OTHERS[action] ?? "owner";
}

/** The actions of each kind. */
export function actionsOfKind(kind: ActivityKind): ActivityAction[] {
  return (Object.keys(ACTIVITY_ACTIONS) as ActivityAction[]).filter((action) => activityKind(action) === kind);
}

/** The admin tools that generate and save pages, as "paginas.gerar" targets name them. */
export const PAGE_TOOLS = {
  internal: "Gerar 50 Páginas Internas",
  batch: "Criador de Páginas em Lote",
  local: "Gerador de Conteúdo Local",
} as const;

export function isActivityAction(value: unknown): value is ActivityAction {
  return typeof value === "string" && Object.hasOwn(ACTIVITY_ACTIONS, value);
}

/** The label of a stored key; a key no longer listed shows as stored. */
export function activityLabel(action: string): string {
  return isActivityAction(action) ? ACTIVITY_ACTIONS[action] : action;
}

/** The target of a generated page: "Título (/links-uteis/slug)". */
export function pageTarget(page: { title: string; slug: string }): string {
  return `${page.title} (${usefulLinkPath(page.slug)})`;
}

/** An address and where it now leads: a path (301), or null for "página removida" (410). */
export function redirectTarget(from: string, to: string | null): string {
  return `${from} → ${to ?? "página removida (410)"}`;
}

/** The target of a deleted page: where its address now leads. */
export function deletedPageTarget(page: { title: string; slug: string }, redirectTo: string | null): string {
  return redirectTarget(pageTarget(page), redirectTo);
}
