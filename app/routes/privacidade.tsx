import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LEGAL_DOCUMENTS, fillPrivacyPeriods } from "~/lib/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/LegalPage";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { privacyPeriodFigures } from "~/server/legal/privacy-periods.server";
import { getPublicPageText } from "~/server/page-texts/store.server";

const DOC = LEGAL_DOCUMENTS.privacidade;

// Title and description are the stored row's (pageMeta reads them from the root loader).
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: DOC.name, description: "", path: DOC.path });

/** The policy's text is the owner's; the periods it states are the code's, filled in here (app/lib/legal.ts). */
export function loader() {
  const bodyHtml = fillPrivacyPeriods(getPublicPageText(DOC.path)?.bodyHtml ?? "", privacyPeriodFigures());
  return { bodyHtml, whatsappMessage: whatsappMessage("documento", "privacidade") };
}

export default function PrivacyPage() {
  const { bodyHtml, whatsappMessage } = useLoaderData<typeof loader>();
  return <LegalPage doc={DOC} bodyHtml={bodyHtml} whatsappMessage={whatsappMessage} />;
}
