import type { MetaFunction } from "@remix-run/node";
import { BRAND, WARRANTY } from "~/content/business";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Motor para Portão Automático ${BRAND} em São Paulo | Instalação Grátis`,
    description: `Motores ${BRAND} para portão automático com preço de fábrica, entrega e instalação grátis em São Paulo e região e ${WARRANTY.summary.toLowerCase()}.`,
    path: "/",
  });

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-extrabold text-brand-900">Motor para portão automático {BRAND} com instalação grátis</h1>
      <p className="mt-4 text-lg">Preço de fábrica, entrega e instalação grátis em São Paulo e região.</p>
      <WhatsAppButton className="mt-8" />
    </section>
  );
}
