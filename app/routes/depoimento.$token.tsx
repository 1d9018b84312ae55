import { keepTypedBracesIn } from "~/lib/business-slots";
import { UNREADABLE_POST, readFields, readPost } from "~/lib/forms/form-data";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ReviewForm } from "~/components/testimonials/ReviewForm";
import { HOME_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { linkState } from "~/server/data/review-requests.server";
import { logServerError } from "~/server/infra/log.server";
import { assertSameSite } from "~/server/infra/origin.server";
import { REVIEW_MESSAGES, postReview, type ReviewPost } from "~/server/testimonials/review-form.server";

/**
 * A customer's review-request form (decision 0027): no account, the single-use link is the
 * key. noindex, never cached (PRIVATE_PATH_PREFIXES), outside the sitemap, not counted as a
 * page view. A used, expired or forged link gets a pt-BR page saying so.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Deixe seu depoimento | Motores PPA", description: "Conte como foi o serviço.", noindex: true });

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

const REFUSED_STATUS = { used: 410, expired: 410, unknown: 404 } as const;

export function loader({ params }: LoaderFunctionArgs) {
  const state = linkState(params.token ?? "");
  if (state === "valid") return { refused: null };
  return data({ refused: REVIEW_MESSAGES[state] }, { status: REFUSED_STATUS[state] });
}

type ActionData = { post: ReviewPost | { kind: "failed"; error: string; typed: Record<string, string> } };

const POST_STATUS = { invalid: 400, limit: 429, full: 503, honeypot: 400, used: 410, expired: 410, unknown: 404, valid: 404 } as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const form = await readPost(request);
  if (!form) return data<ActionData>({ post: { kind: "failed", error: UNREADABLE_POST, typed: {} } }, { status: 400 });
  try {
    const post = postReview(params.token ?? "", form, context.clientIp);
    const status = post.kind === "sent" ? 200 : post.kind === "invalid" ? 400 : POST_STATUS[post.reason];
    return data<ActionData>({ post }, { status });
  } catch (error) {
    logServerError(error, request);
    const typed = readFields(form, ["nome", "local", "texto", "autorizo"]);
    return data<ActionData>(
      { post: { kind: "failed", error: "Nada foi gravado: falha ao salvar. Tente de novo em instantes; o que você escreveu continua abaixo.", typed } },
      { status: 503 },
    );
  }
}

function Refusal({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Link de depoimento indisponível</h1>
      <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-800">
        {message}
      </p>
      <Link to={HOME_PATH} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Ir para a página inicial
      </Link>
    </>
  );
}

export default function ReviewRequestPage() {
  const { refused } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const post = result?.post;
  let body;
  if (post?.kind === "sent") {
    body = (
      <>
        <h1 className="text-3xl font-bold text-brand-900">Obrigado, {post.name}!</h1>
        <p role="status" className="mt-4 text-lg text-slate-700">
          Recebemos seu depoimento. Ele aparece no site depois que o conferirmos.
        </p>
        <Link to={HOME_PATH} className="mt-6 inline-block font-semibold text-brand-700 underline">
          Ir para a página inicial
        </Link>
      </>
    );
  } else if (post?.kind === "refused" && (post.reason === "used" || post.reason === "expired" || post.reason === "unknown")) {
    body = <Refusal message={post.error} />;
  } else if (refused && !post) {
    body = <Refusal message={refused} />;
  } else {
    body = (
      <>
        <h1 className="text-3xl font-bold text-brand-900">Conte como foi o serviço</h1>
        <p className="mt-3 text-slate-700">
          Obrigado por escolher a Motores PPA. Seu depoimento ajuda outras pessoas a decidir. Este link é só seu e vale para um envio.
        </p>
        <ReviewForm
          state={
            post
              ? {
                  error: post.kind === "invalid" ? post.error : post.error,
                  errors: post.kind === "invalid" ? post.errors : undefined,
                  typed: keepTypedBracesIn(post.typed),
                }
              : {}
          }
        />
      </>
    );
  }
  return <section className="mx-auto max-w-2xl px-4 py-10">{body}</section>;
}
