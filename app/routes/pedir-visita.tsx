import { keepTypedBracesIn } from "~/lib/business-slots";
import { UNREADABLE_POST, readFields, readPost } from "~/lib/forms/form-data";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { VisitRequestForm } from "~/components/requests/VisitRequestForm";
import { ContactActions } from "~/components/ui/ContactActions";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { HOME_PATH, VISIT_REQUEST_PATH, visitRequestHref } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { TEXT_FIELDS, type Typed } from "~/lib/visit-request/fields";
import { logServerError } from "~/server/infra/log.server";
import { assertSameSite } from "~/server/infra/origin.server";
import { prefillFor } from "~/server/requests/prefill.server";
import { postVisitRequest, type VisitRequestPost } from "~/server/requests/visit-requests.server";

/**
 * "Pedir visita técnica / orçamento" (docs/product.md): the request form for a visitor who will
 * not call or open WhatsApp. Opened from a page's contact surfaces with `?de=<page>`, it starts
 * with that page's subject. noindex and never cached (its answer carries what was typed).
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pedir visita técnica ou orçamento | Motores PPA",
    description: "Peça uma visita técnica ou um orçamento de motor para portão: conte o que acontece, mande fotos e receba um código do pedido.",
    noindex: true,
  });

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export function loader({ request }: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get("de");
  const prefill = prefillFor(from);
  return { prefill, whatsappMessage: whatsappMessage("geral") };
}

type ActionData = { post: VisitRequestPost | { kind: "failed"; error: string; typed: Typed } };

const STATUS = { limit: 429, honeypot: 400, bot: 400 } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const form = await readPost(request);
  if (!form) return data<ActionData>({ post: { kind: "failed", error: UNREADABLE_POST, typed: {} } }, { status: 400 });
  try {
    const post = await postVisitRequest(form, context.clientIp, request.headers.get("user-agent") ?? "");
    const status = post.kind === "sent" ? 200 : post.kind === "invalid" ? 400 : STATUS[post.reason];
    return data<ActionData>({ post }, { status });
  } catch (error) {
    logServerError(error, request);
    const typed = readFields(form, TEXT_FIELDS, 3_000);
    return data<ActionData>(
      {
        post: {
          kind: "failed",
          error:
            "Nada foi gravado: falha ao salvar o pedido. Tente de novo em instantes; o que você escreveu continua abaixo (as fotos precisam ser escolhidas de novo).",
          typed,
        },
      },
      { status: 503 },
    );
  }
}

export default function VisitRequestPage() {
  const { prefill, whatsappMessage } = useLoaderData<typeof loader>();
  const post = useActionData<typeof action>()?.post;
  if (post?.kind === "sent") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <div id="resultado" role="status" tabIndex={-1} className="scroll-mt-24 rounded-xl border border-green-300 bg-green-50 p-6 text-slate-800">
          <h1 className="text-3xl font-bold text-brand-900">Pedido recebido, {post.name}!</h1>
          <p className="mt-4 text-lg">
            Código do seu pedido:{" "}
            <strong className="font-mono text-2xl tracking-widest text-brand-900" data-request-code>
              {post.code}
            </strong>
          </p>
          <p className="mt-3">Guarde este código: se falar conosco pelo telefone ou WhatsApp, diga o código e encontramos seu pedido na hora.</p>
          <p className="mt-3">Respondemos pelo número que você deixou, no horário de atendimento.</p>
          {!post.inArea && (
            <p className="mt-3 rounded-md bg-amber-50 p-3 text-slate-800">
              O local informado parece estar fora da região que atendemos. Vamos ver se conseguimos ir e avisamos você de qualquer forma.
            </p>
          )}
        </div>
        <a href={HOME_PATH} className="mt-6 inline-block font-semibold text-brand-700 underline">
          Voltar à página inicial
        </a>
      </section>
    );
  }
  // What the visitor typed (or the address prefilled) comes back as typed, never filled with the business's figures.
  const typed: Typed = keepTypedBracesIn(post ? post.typed : { de: prefill.from, problema: prefill.problem, local: prefill.place });
  const from = (post ? post.typed.de : undefined) || prefill.from;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Pedir visita técnica ou orçamento</h1>
      {prefill.about && (
        <p className="mt-2 font-medium text-brand-800" data-request-about>
          Sobre: {prefill.about}
        </p>
      )}
      <p className="mt-3 text-slate-700">
        Conte o que acontece com seu portão e, se puder, mande fotos. Você recebe um código do pedido na hora e respondemos pelo WhatsApp ou telefone que
        deixar, no horário de atendimento.
      </p>
      <VisitRequestForm
        action={from === VISIT_REQUEST_PATH ? VISIT_REQUEST_PATH : visitRequestHref(from)}
        state={post ? { error: post.error, errors: post.kind === "invalid" ? post.errors : undefined, typed } : { typed }}
      />
      <p className="mt-8 text-slate-700">Prefere falar agora?</p>
      <ContactActions message={whatsappMessage} className="mt-3" placement="conteudo" withRequest={false} />
    </section>
  );
}
