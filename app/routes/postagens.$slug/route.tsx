import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useOwnPageText } from "~/lib/page-text-hook";
import { useLoaderData } from "@remix-run/react";
import { ContactCta } from "~/components/sections/ContactCta";
import { LinkList } from "~/components/sections/LinkList";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { isPathIndexable } from "~/server/verdicts/page-verdicts.server";
import { pageMeta } from "~/lib/seo";
import { notFound } from "~/server/data/not-found-log.server";
import { getPostPage } from "~/routes/postagens.$slug/post-page.server";
import { postPath } from "~/lib/paths";
import { whatsappMessage } from "~/lib/leads/message-keys";

export function loader({ params, request }: LoaderFunctionArgs) {
  const post = getPostPage(params.slug ?? "");
  // An unknown post answers the logged 404 page, not a redirect to / (a soft 404).
  if (!post) throw notFound(request);
  // The stored verdict decides the robots meta (docs/content-quality.md "Stored verdicts").
  return { post, whatsappMessage: whatsappMessage("postagem", post.slug), indexable: isPathIndexable(postPath(post.slug)) };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  if (!data) return [];
  const { post } = data;
  return pageMeta(matches, {
    title: `${post.title} | Motores PPA`,
    description: post.description,
    path: postPath(post.slug),
    // Posts are place variants of four title patterns: reachable, never indexed (docs/content-quality.md).
    noindex: !data.indexable,
    type: "article",
  });
};

export default function PostPage() {
  const { post, whatsappMessage } = useLoaderData<typeof loader>();
  const path = postPath(post.slug);
  const own = useOwnPageText();
  return (
    <article className="pb-8">
      <Breadcrumbs items={[{ name: post.title, path }]} />
      <header className="mt-4 bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10">
          <h1 className="text-3xl font-extrabold md:text-4xl">{own?.heading ?? post.title}</h1>
          <p data-page-lead="" className="mt-3 text-lg text-slate-200">
            {own?.lead ?? post.description}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <WhatsAppButton message={whatsappMessage} placement="destaque" />
            <PhoneLink className="text-white hover:underline" placement="destaque" />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 pt-6">
        {/* The post's stored text, the owner's own included (decision 0043); its opening paragraph reads as the lead it was. */}
        {post.bodyHtml && <div className="prose-content mt-4 [&>p:first-child]:text-lg" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />}
        {post.notice && <p className="mb-4 leading-relaxed">{post.notice}</p>}
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <ContactCta title="Fale com um especialista" message={whatsappMessage}>
          Tire dúvidas e peça seu orçamento sem compromisso.
        </ContactCta>
        {post.links.length > 0 && <LinkList title="Veja também" links={post.links} />}
      </div>
    </article>
  );
}
