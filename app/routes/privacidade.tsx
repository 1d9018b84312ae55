import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PRIVACY as DOC } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/LegalPage";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: DOC.metaTitle, description: DOC.description, path: DOC.path });

export function loader() {
  return { whatsappMessage: `Olá! Li a página "${DOC.title}" no site e tenho uma dúvida.` };
}

export default function PrivacyPage() {
  const { whatsappMessage } = useLoaderData<typeof loader>();
  return <LegalPage doc={DOC} whatsappMessage={whatsappMessage} />;
}
