import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/LegalPage";
import { getEnv } from "~/server/infra/env.server";
import { LEADS_LIMITS } from "~/server/leads/limits";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, { title: data.doc.metaTitle, description: data.doc.description, path: data.doc.path }) : [];

export function loader() {
  const doc = privacyPolicy({ retentionMonths: getEnv().LEADS_RETENTION_MONTHS, repeatWindowSeconds: LEADS_LIMITS.repeatWindowMs / 1000 });
  return { doc, whatsappMessage: `Olá! Li a página "${doc.title}" no site e tenho uma dúvida.` };
}

export default function PrivacyPage() {
  const { doc, whatsappMessage } = useLoaderData<typeof loader>();
  return <LegalPage doc={doc} whatsappMessage={whatsappMessage} />;
}
