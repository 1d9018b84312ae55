import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WARRANTY_DOC as DOC } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/LegalPage";
import { whatsappMessage } from "~/lib/leads/message-keys";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: DOC.metaTitle, description: DOC.description, path: DOC.path });

export function loader() {
  return { whatsappMessage: whatsappMessage("documento", "garantia") };
}

export default function WarrantyPage() {
  const { whatsappMessage } = useLoaderData<typeof loader>();
  return <LegalPage doc={DOC} whatsappMessage={whatsappMessage} />;
}
