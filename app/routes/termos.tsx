import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LEGAL_DOCUMENTS } from "~/lib/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/LegalPage";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { getPublicPageText } from "~/server/page-texts/store.server";

const DOC = LEGAL_DOCUMENTS.termos;

// Title and description are the stored row's (pageMeta reads them from the root loader).
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: DOC.name, description: "", path: DOC.path });

export function loader() {
  return { bodyHtml: getPublicPageText(DOC.path)?.bodyHtml ?? "", whatsappMessage: whatsappMessage("documento", "termos") };
}

export default function TermsPage() {
  const { bodyHtml, whatsappMessage } = useLoaderData<typeof loader>();
  return <LegalPage doc={DOC} bodyHtml={bodyHtml} whatsappMessage={whatsappMessage} />;
}
