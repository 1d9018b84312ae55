import { z } from "zod";
import { charCount as chars, hasUnsafeChars, refuseUnreadable } from "~/lib/text-safety";
import { fieldErrors, readFields } from "~/lib/forms/form-data";
import { findPlace } from "~/content/places";
import { LIMITS } from "~/lib/limits";
import { parseReferenceCode } from "~/lib/leads/reference-code";
import { isValidDay } from "~/lib/promo";
import { JOB_GATE_TYPES, JOB_SERVICES, PROPERTY_KINDS, nextMaintenanceDate, startsMaintenance, type JobService, type PropertyKind } from "./rules";

/**
 * The job form of "Serviços realizados" (docs/decisions/0038-job-log.md), one zod schema. Every
 * field is read as the string posted; what does not fit gets a pt-BR message under its field
 * and the form comes back as typed. A free street name has no field: the place is one of the
 * site's places. The number is dropped when the customer did not consent to keeping it.
 */
export const JOB_FIELDS = [
  "data",
  "local",
  "servico",
  "modelo",
  "portao",
  "imovel",
  "observacao",
  "autorizacao",
  "nome",
  "consentimento",
  "whatsapp",
  "proxima",
  "codigo",
  "valor",
  "publicar",
] as const;
export type JobFieldName = (typeof JOB_FIELDS)[number];
export type JobTyped = Partial<Record<JobFieldName, string>>;

export type JobValues = {
  doneOn: string;
  placeSlug: string;
  service: JobService;
  motorId: number | null;
  gateType: string;
  propertyKind: PropertyKind;
  note: string;
  showConsent: boolean;
  firstName: string;
  customerWhatsapp: string | null;
  nextMaintenanceOn: string | null;
  leadCode: string | null;
  valueCents: number | null;
  status: "publicado" | "oculto";
};

const L = LIMITS.jobs;

const plainText = (max: number, label: string) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .refine((s) => !hasUnsafeChars(s), "Remova os caracteres de controle (invisíveis) deste campo.")
    .refine((s) => chars(s) <= max, `${label} pode ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`)
    .superRefine(refuseUnreadable(label));

const jobSchema = z
  .object({
    data: z.string().refine(isValidDay, "Informe a data do serviço (dia, mês e ano)."),
    local: z.string().refine((s) => Boolean(findPlace(s)), "Escolha o bairro ou a cidade na lista."),
    servico: z.string().refine((s): s is JobService => Object.hasOwn(JOB_SERVICES, s), "Escolha o serviço feito."),
    modelo: z.string().refine((s) => s === "" || /^[1-9]\d{0,9}$/.test(s), "Escolha o modelo na lista."),
    portao: z.string().refine((s) => Object.hasOwn(JOB_GATE_TYPES, s), "Escolha o tipo de portão."),
    imovel: z.string().refine((s) => Object.hasOwn(PROPERTY_KINDS, s), "Escolha casa ou condomínio."),
    observacao: plainText(L.noteMax, "A observação"),
    autorizacao: z.string(),
    nome: plainText(L.firstNameMax, "O nome")
      .refine((s) => !/\s/.test(s), "Só o primeiro nome do cliente (sem sobrenome).")
      .refine((s) => s === "" || /^[\p{L}'-]+$/u.test(s), "Use só letras no primeiro nome."),
    consentimento: z.string(),
    whatsapp: z.string().transform((s) => s.trim()),
    proxima: z.string().refine((s) => s === "" || isValidDay(s), "Use uma data válida para a próxima manutenção."),
    codigo: z
      .string()
      .refine((s) => s.trim() === "" || parseReferenceCode(s) !== null, "Código inválido: use as 4 letras e números do atendimento, como K7Q2."),
    valor: z.string().refine(
      (s) =>
        s.trim() === "" ||
        /^\d{1,6}(,\d{1,2})?$/.test(
          s
            .trim()
            .replace(/^R\$\s*/, "")
            .replace(/\./g, ""),
        ),
      "Use um valor em reais, como 899 ou 899,90.",
    ),
    publicar: z.string(),
  })
  .superRefine((f, ctx) => {
    const consent = f.consentimento === "1";
    const digits = f.whatsapp.replace(/\D/g, "");
    if (consent && f.whatsapp && !/^[\d\s()+-]{10,20}$/.test(f.whatsapp)) {
      ctx.addIssue({ code: "custom", path: ["whatsapp"], message: "Use um celular com DDD, como (11) 98765-4321." });
    } else if (consent && f.whatsapp && (digits.length < 10 || digits.length > 13)) {
      ctx.addIssue({ code: "custom", path: ["whatsapp"], message: "Use um celular com DDD, como (11) 98765-4321." });
    }
    if (consent && !f.whatsapp) ctx.addIssue({ code: "custom", path: ["whatsapp"], message: "Informe o WhatsApp do cliente, ou desmarque a autorização." });
    if (f.autorizacao !== "1" && f.nome) {
      ctx.addIssue({ code: "custom", path: ["nome"], message: "Sem a autorização do cliente o nome não é guardado: apague o nome ou marque a autorização." });
    }
  });

export type JobCheck = { ok: true; value: JobValues } | { ok: false; errors: Partial<Record<JobFieldName, string>>; typed: JobTyped };

function cents(raw: string): number | null {
  const v = raw
    .trim()
    .replace(/^R\$\s*/, "")
    .replace(/\./g, "");
  return v ? Math.round(Number(v.replace(",", ".")) * 100) : null;
}

/** "(11) 98765-4321" -> "5511987654321". */
export function whatsappDigits(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  return digits.startsWith("55") && digits.length >= 12 ? digits : `55${digits}`;
}

/** Checks a posted job form; `motorIds` are the catalogue's models. */
export function checkJobForm(form: FormData, motorIds: number[]): JobCheck {
  const typed: JobTyped = readFields(form, JOB_FIELDS);
  const parsed = jobSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, errors: fieldErrors<JobFieldName>(parsed.error), typed };
  const f = parsed.data;
  const motorId = f.modelo ? Number(f.modelo) : null;
  if (motorId !== null && !motorIds.includes(motorId)) return { ok: false, errors: { modelo: "Escolha o modelo na lista." }, typed };
  const consent = f.consentimento === "1";
  const service = f.servico as JobService;
  const propertyKind = f.imovel as PropertyKind;
  const customerWhatsapp = consent && f.whatsapp ? whatsappDigits(f.whatsapp) : null;
  const nextMaintenanceOn = customerWhatsapp && startsMaintenance(service) ? f.proxima || nextMaintenanceDate(f.data, propertyKind) : null;
  if (nextMaintenanceOn && nextMaintenanceOn <= f.data)
    return { ok: false, errors: { proxima: "A próxima manutenção deve ser depois da data do serviço." }, typed };
  return {
    ok: true,
    value: {
      doneOn: f.data,
      placeSlug: f.local,
      service,
      motorId,
      gateType: f.portao,
      propertyKind,
      note: f.observacao,
      showConsent: f.autorizacao === "1",
      firstName: f.autorizacao === "1" ? f.nome : "",
      customerWhatsapp,
      nextMaintenanceOn,
      leadCode: f.codigo.trim() ? parseReferenceCode(f.codigo) : null,
      valueCents: cents(f.valor),
      status: f.publicar === "1" ? "publicado" : "oculto",
    },
  };
}

/** A stored job as its edit form shows it. */
export function jobToTyped(job: Omit<JobValues, "service" | "propertyKind" | "status"> & { service: string; propertyKind: string; status: string }): JobTyped {
  const value = job.valueCents === null ? "" : job.valueCents % 100 === 0 ? String(job.valueCents / 100) : (job.valueCents / 100).toFixed(2).replace(".", ",");
  return {
    data: job.doneOn,
    local: job.placeSlug,
    servico: job.service,
    modelo: job.motorId === null ? "" : String(job.motorId),
    portao: job.gateType,
    imovel: job.propertyKind,
    observacao: job.note,
    autorizacao: job.showConsent ? "1" : "",
    nome: job.firstName,
    consentimento: job.customerWhatsapp ? "1" : "",
    whatsapp: job.customerWhatsapp ?? "",
    proxima: job.nextMaintenanceOn ?? "",
    codigo: job.leadCode ?? "",
    valor: value,
    publicar: job.status === "publicado" ? "1" : "",
  };
}
