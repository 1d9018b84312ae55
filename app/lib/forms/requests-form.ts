import { z } from "zod";
import { readFields } from "./form-data";

/**
 * The "Pedidos de visita" screen's forms, one schema (docs/architecture.md, "One schema per
 * form"): "Marcar como visto" names a request by its id; "Apagar dados de uma pessoa" names a
 * phone, asks once, and deletes on the confirmed post. Whether the phone is one and has requests
 * is the server's (app/server/requests/).
 */
export const TYPED_PHONE_MAX = 40;

const requestId = z.string().transform((v) => (/^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null));

export const requestsFormSchema = z.union([
  z.object({
    intent: z.literal("apagar-pessoa"),
    telefone: z.string().transform((v) => v.slice(0, TYPED_PHONE_MAX)),
    confirmado: z.string().transform((v) => v === "1"),
  }),
  z.object({ intent: z.string().transform(() => "visto" as const), id: requestId }),
]);

export type RequestsForm = z.infer<typeof requestsFormSchema>;

export function readRequestsForm(form: FormData): RequestsForm {
  return requestsFormSchema.parse(readFields(form, ["intent", "telefone", "confirmado", "id"]));
}
