import { Link } from "@remix-run/react";

/**
 * The not-found page (spec §2 "*"): answers 404 and shows the home content so the
 * visitor can continue. The marketing sections are added by the public-pages work.
 */
export function NotFoundContent() {
  return (
    <>
      <title>Página não encontrada | Motores PPA</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Página não encontrada</h1>
        <p className="mt-4">O endereço que você abriu não existe ou mudou. Veja abaixo nossos motores e serviços.</p>
        <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Ir para a página inicial
        </Link>
      </section>
    </>
  );
}
