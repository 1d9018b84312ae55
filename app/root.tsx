import { data as withInit, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { keepDataAfterPreview } from "~/lib/revalidation";
import { ADMIN_PATH, REVIEW_PREFIX, isUnder } from "~/lib/paths";
import type { PublicTestimonial } from "~/lib/testimonials/rules";
import { testimonialsFor, withTypedBraces } from "~/server/data/testimonials.server";
import { canonicalTargetOf } from "~/server/verdicts/intents.server";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import stylesheet from "~/app.css?url";
import { ContactBar } from "~/components/layout/ContactBar";
import { Footer } from "~/components/layout/Footer";
import { ViewBeacon } from "~/components/layout/ViewBeacon";
import { Header, USEFUL_LINKS_IN_MENU } from "~/components/layout/Header";
import { hydratesPath } from "~/lib/hydration";
import { slotFiller } from "~/lib/business-slots";
import { NotFoundContent, type RemovedPage } from "~/components/sections/NotFoundContent";
import { filledHomeTexts, homeTexts, type HomeTexts } from "~/pages/home-page.server";
import { JsonLd } from "~/components/seo/JsonLd";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { IconSprite } from "~/components/ui/icons";
import type { Contact, PublicBusiness } from "~/lib/contact";
import { useNonce } from "~/lib/nonce";
import type { Toast } from "~/lib/toast";
import { publicBusiness } from "~/lib/business-settings";
import { localBusinessJsonLd } from "~/lib/jsonld";
import { canonicalRedirect } from "~/lib/canonical-path";
import { isIndexableQuery } from "~/lib/indexing";
import { errorPageMeta } from "~/lib/seo";
import type { NavData } from "~/content/navigation";
import { getContact } from "~/server/infra/contact.server";
import { getServedBusiness } from "~/server/data/business-settings.server";
import { getEnv } from "~/server/infra/env.server";
import { getPublicPageText } from "~/server/page-texts/store.server";
import { isTemplatePath } from "~/lib/page-templates";
import type { PublicPageText } from "~/lib/page-texts";
import { hasPublishedGeneratedPages, listIndexableGeneratedPageLinks } from "~/server/generated-pages/store.server";
import { bannerMotors, listMotorLinks, type BannerMotor } from "~/server/data/motors.server";
import { readToast } from "~/server/infra/toast.server";
import { Toaster } from "~/components/ui/Toaster";
import { logServerError } from "~/server/infra/log.server";
import type { WhatsAppMessage } from "~/lib/leads/message-keys";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Error pages (404 and 500) are never indexed; routes' own meta covers every other page. */
export const meta: MetaFunction = ({ error }) => (error ? errorPageMeta(isRouteErrorResponse(error) ? error.status : 500) : []);

export const shouldRevalidate = keepDataAfterPreview;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // One URL per page: "/Motores/" answers 301 to "/motores" (app/lib/canonical-path.ts).
  const canonical = canonicalRedirect(request.url, request.method);
  if (canonical) throw redirect(canonical, 301);
  const env = getEnv();
  const business = publicBusiness(getServedBusiness());
  let usefulLinks: NavData["usefulLinks"] = [];
  let usefulLinksMenu = false;
  try {
    usefulLinks = listIndexableGeneratedPageLinks(USEFUL_LINKS_IN_MENU);
    usefulLinksMenu = usefulLinks.length > 0 || hasPublishedGeneratedPages();
  } catch (error) {
    logServerError(error, request);
  }
  // The not-found page (this route's ErrorBoundary) shows the home's testimonials (decision 0027).
  let testimonials: PublicTestimonial[] = [];
  try {
    testimonials = testimonialsFor();
    // The admin's not-found page is hydrated and never slot-filled: it gets the braces themselves.
    if (hydratesPath(new URL(request.url).pathname)) testimonials = testimonials.map(withTypedBraces);
  } catch (error) {
    logServerError(error, request);
  }
  // What the owner wrote for this page ("Páginas do site", decision 0040); admin pages have none.
  const pathname = new URL(request.url).pathname;
  let pageText: PublicPageText | null = null;
  // A page template's row is never a page's (app/lib/page-templates.ts): its address answers 404 with nothing of it.
  if (!isUnder(pathname, ADMIN_PATH) && !isTemplatePath(pathname)) {
    try {
      pageText = getPublicPageText(pathname);
    } catch (error) {
      logServerError(error, request);
    }
  }
  // The home's hero, reasons, video and local links, on the home and on the not-found page (decision 0043).
  let home: HomeTexts | null = null;
  try {
    home = homeTexts(pathname, pageText, getPublicPageText);
    if (home && hydratesPath(pathname)) home = filledHomeTexts(home, slotFiller(business));
  } catch (error) {
    logServerError(error, request);
  }
  // A page another page answers for its search points its canonical to it (docs/content-quality.md).
  let canonicalTo: string | null = null;
  try {
    canonicalTo = canonicalTargetOf(new URL(request.url).pathname);
  } catch (error) {
    logServerError(error, request);
  }
  const { toast, clear } = await readToast(request);
  return withInit(
    {
      siteUrl: env.SITE_URL,
      /** The public pages' JavaScript (app/enhance), loaded on every page (decision 0017). */
      enhanceScript: context.enhanceScript ?? null,
      /** Read by pageMeta: paginated and search-result variants are noindex (app/lib/indexing.ts). */
      queryIndexable: isIndexableQuery(new URL(request.url)),
      /** Read by pageMeta: the page answering this page's search, from its stored verdict. */
      canonicalTo,
      contact: getContact(),
      /** "Dados do negócio" (decision 0028): hours, claims, tiers, promotion, cities. */
      business: business satisfies PublicBusiness,
      nav: { motors: listMotorLinks(), usefulLinks, usefulLinksMenu, servedCities: business.cities } satisfies NavData,
      /** The home banner's models as the catalogue has them now (decision 0029); the not-found page shows it too. */
      bannerMotors: bannerMotors(),
      toast,
      testimonials,
      pageText,
      home,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

type RootData = {
  siteUrl: string;
  enhanceScript: string | null;
  queryIndexable: boolean;
  contact: Contact;
  business: PublicBusiness;
  nav: NavData;
  toast: Toast | null;
  testimonials: PublicTestimonial[];
  bannerMotors: BannerMotor[];
  pageText: PublicPageText | null;
  home: HomeTexts | null;
};

/**
 * The document. Admin pages (hydratesPath) load Remix's client and hydrate; public pages load
 * only the small enhancement module, with no React runtime and no inline loader data
 * (decision 0017).
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrate = hydratesPath(useLocation().pathname);
  const enhanceScript = (useRouteLoaderData<typeof loader>("root") as RootData | undefined)?.enhanceScript;
  return (
    <html lang="pt-BR" data-react={hydrate ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        <Links />
        {enhanceScript && <script type="module" src={enhanceScript} nonce={nonce} />}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-800 antialiased">
        <IconSprite />
        {children}
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** Loaders may return `whatsappMessage` (a message key, decision 0023) to name the page's subject in the floating button. */
function usePageWhatsAppMessage(): WhatsAppMessage | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { whatsappMessage?: WhatsAppMessage } | undefined;
    if (data && typeof data.whatsappMessage === "object" && data.whatsappMessage !== null) return data.whatsappMessage;
  }
  return undefined;
}

function Shell({ data, children, countView = false }: { data: RootData; children: ReactNode; countView?: boolean }) {
  const { pathname } = useLocation();
  const isAdmin = pathname.startsWith(ADMIN_PATH);
  const message = usePageWhatsAppMessage();
  // Lets tests (and CSS) know the page is interactive (public pages: app/enhance/index.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <Header nav={data.nav} />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <Footer />
      <Toaster toast={data.toast} />
      {!isAdmin && (
        <>
          {/* From 1280 px; below, the ContactBar or the header carry the contacts (decision 0026). */}
          {data.contact.whatsappNumber && (
            <aside aria-label="Atendimento pelo WhatsApp" className="hidden xl:block">
              <WhatsAppButton variant="floating" message={message} />
            </aside>
          )}
          <ContactBar message={message} />
        </>
      )}
      <JsonLd data={localBusinessJsonLd(data.siteUrl, data.contact as Contact, data.business)} />
      {/* A review-request form's path carries its token: never counted nor stored (decision 0027). */}
      {countView && !isAdmin && !isUnder(pathname, REVIEW_PREFIX) && <ViewBeacon pathname={pathname} />}
    </>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root") as RootData;
  return (
    <Shell data={data} countView>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const removed = status === 410 && isRouteErrorResponse(error) ? (error.data as RemovedPage) : undefined;
  const body =
    status === 404 || removed ? (
      <NotFoundContent removed={removed} testimonials={data?.testimonials ?? []} />
    ) : (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Algo deu errado</h1>
        <p className="mt-4">Não foi possível carregar esta página agora. Tente novamente em alguns instantes.</p>
      </section>
    );
  if (!data) return <main className="flex-1">{body}</main>;
  return <Shell data={data}>{body}</Shell>;
}
