import { Form, useNavigation } from "@remix-run/react";
import { formatDate } from "~/lib/pt-br-time";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { useState } from "react";
import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";
import { card, dangerButton, inputClass, primaryButton, secondaryButton } from "../ui";
import { AdminTable } from "~/components/admin/AdminTable";

export type ListedRequest = { id: number; customer: string; createdAt: string; expiresAt: string; state: "valid" | "used" | "expired" | "unknown" };
type Result = { error?: string; form?: string; typed?: Record<string, string>; link?: { url: string; customer: string } } | undefined;

const STATE_LABEL = { valid: "Aguardando o cliente", used: "Respondido", expired: "Expirado", unknown: "—" } as const;

/** The ready message the owner pastes in WhatsApp. */
export function reviewMessage(url: string): string {
  return `Olá! Obrigado por escolher a Motores PPA. Você pode contar em poucas palavras como foi o serviço? Seu depoimento ajuda outros clientes. É só abrir este link (vale por ${L.requestLifetimeDays} dias): ${url}`;
}

function CreatedLink({ link }: { link: { url: string; customer: string } }) {
  const [copied, setCopied] = useState(false);
  const message = reviewMessage(link.url);
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-green-300 bg-green-50 p-4" data-review-link>
      <p className="font-semibold text-green-900">Link criado para {link.customer}. Ele só aparece agora: copie a mensagem e envie ao cliente.</p>
      <label htmlFor="mensagem-pedido" className="block text-sm font-medium text-slate-700">
        Mensagem para o WhatsApp
      </label>
      <textarea id="mensagem-pedido" readOnly rows={4} value={message} className={inputClass} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            void navigator.clipboard?.writeText(message).then(() => setCopied(true));
          }}
        >
          {copied ? "Mensagem copiada" : "Copiar mensagem"}
        </button>
        <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
          Abrir no WhatsApp
        </a>
      </div>
      <p className="text-sm text-slate-600">
        Link: <span className="break-all font-mono">{link.url}</span>
      </p>
    </div>
  );
}

/** Review-request links: create one for a customer, see which ones were answered, delete one. */
export function ReviewRequests({ requests, result, now }: { requests: ListedRequest[]; result: Result; now: number }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "pedido";
  const mine = result?.form === "pedido";
  return (
    <section aria-labelledby="pedido-titulo" className={card}>
      <h2 id="pedido-titulo" className="text-xl font-bold text-brand-900">
        Pedir depoimento a um cliente
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        O cliente recebe um link que vale por {L.requestLifetimeDays} dias e pode ser usado uma vez. O depoimento chega aqui como pendente e só aparece no site
        depois que você aprovar.
      </p>
      <Form key={mine ? result?.typed?.cliente : `pedido-${requests.length}`} method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="pedido" />
        <div className="min-w-64 flex-1">
          <label htmlFor="pedido-cliente" className="block text-sm font-medium text-slate-700">
            Para quem (só você vê)
          </label>
          <input
            id="pedido-cliente"
            name="cliente"
            defaultValue={mine ? result?.typed?.cliente : ""}
            maxLength={L.customerMax}
            required
            aria-invalid={mine && Boolean(result?.error)}
            aria-describedby={mine && result?.error ? "pedido-erro" : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? "Criando..." : "Criar link"}
        </button>
      </Form>
      {mine && result?.error && (
        <ErrorSummary id="pedido-erro" refusal={result} className="mt-2 text-sm">
          {result.error}
        </ErrorSummary>
      )}
      {result?.link && <CreatedLink link={result.link} />}
      {requests.length > 0 && (
        <div className="mt-6 overflow-x-auto">
          <AdminTable caption="Pedidos de depoimento" columns={["Cliente", "Situação", "Vale até", { hidden: "Ações" }]}>
            {requests.map((r) => (
              <tr key={r.id}>
                <td className="py-2 pr-3">{r.customer}</td>
                <td className="py-2 pr-3">{STATE_LABEL[r.state]}</td>
                <td className="py-2 pr-3">{formatDate(Date.parse(r.expiresAt), now)}</td>
                <td className="py-2 text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value="excluir-pedido" />
                    <input type="hidden" name="id" value={r.id} />
                    <button type="submit" className={dangerButton} aria-label={`Excluir o link de ${r.customer}`}>
                      Excluir link
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </section>
  );
}
