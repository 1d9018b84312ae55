import { z } from "zod";
import { formReader, type FormErrors, type FormReader, type FormValues } from "./form-reader";

/**
 * A form of settings written once as a table (docs/architecture.md, "One schema per form"):
 * each row is one setting with its form fields, pt-BR labels, first-boot value, how the form
 * shows it, how a post is parsed (with pt-BR messages) and how the stored JSON holds it. The
 * form's field list, the form's values, the parser, the stored schema, the activity log's names
 * and the public projection are derived from the rows, so adding a setting is one row (and its
 * input in the form component).
 */
type RowCommon<T, E> = {
  /** What a fresh install starts with; also what a row saved before the setting existed reads. */
  initial: (env: E, today: string) => T;
  /** How the stored JSON holds it (checked when read back). */
  stored: z.ZodType<T, z.ZodTypeDef, unknown>;
};

/** A setting of one input, named by its key in the table. */
export type FieldRow<T, E, P extends boolean = boolean> = RowCommon<T, E> & {
  kind: "field";
  label: string;
  toText: (value: T) => string;
  parse: (read: FormReader, name: string) => T;
  /** Kept off the data public pages receive (contacts go through the contact redirect). */
  private: P;
  /**
   * The slot that names this setting in the site's texts ("{razão social}"): filled with the
   * setting's shown text when a page is served (app/lib/business-slots.ts). Public settings only.
   */
  slot?: P extends true ? never : string;
};

/** A setting of several inputs (a pair, a week, a list of tiers). */
export type GroupRow<T, E, P extends boolean = boolean> = RowCommon<T, E> & {
  kind: "group";
  /** Its inputs' names, in screen order (input ids are `f-{name}`). */
  fields: readonly string[];
  label: (field: string) => string;
  toForm: (value: T) => FormValues;
  parse: (read: FormReader) => T;
  private: P;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds rows of every value type
export type Row<E> = FieldRow<any, E> | GroupRow<any, E>;
type ValueOf<R> = R extends RowCommon<infer T, never> ? T : never;

export function field<T, E, const P extends boolean = false>(def: Omit<FieldRow<T, E, P>, "kind" | "private"> & { private?: P }): FieldRow<T, E, P> {
  return { ...def, kind: "field", private: (def.private ?? false) as P };
}

export function group<T, E, const P extends boolean = false>(def: Omit<GroupRow<T, E, P>, "kind" | "private"> & { private?: P }): GroupRow<T, E, P> {
  return { ...def, kind: "group", private: (def.private ?? false) as P };
}

export type ValuesOf<S extends Record<string, Row<never>>> = { [K in keyof S]: ValueOf<S[K]> };
export type PrivateKeys<S> = { [K in keyof S]: S[K] extends { private: true } ? K : never }[keyof S];

export type Parsed<V> = { ok: true; settings: V } | { ok: false; errors: FormErrors };

/**
 * `textMax`: the default bound of a text; `emptyEnv` and `today`: what a first-boot value is
 * computed from when a stored row lacks its setting (no operator variable then, today's date).
 */
export function settingsForm<E, S extends Record<string, Row<E>>>(table: S, options: { textMax: number; emptyEnv: E; today: () => string }) {
  type Values = ValuesOf<S>;
  const rows = Object.entries(table).map(([key, row]) => ({ key, row, fields: row.kind === "field" ? [key] : [...row.fields] }));
  const owner = new Map(rows.flatMap((r) => r.fields.map((f) => [f, r] as const)));

  /** The form's field names, in screen order. */
  const formFields = (): string[] => rows.flatMap((r) => r.fields);

  const toForm = (values: Values): FormValues => {
    const form: FormValues = {};
    for (const { key, row } of rows) {
      const value = values[key as keyof Values];
      if (row.kind === "field") form[key] = row.toText(value);
      else Object.assign(form, row.toForm(value));
    }
    return form;
  };

  /** Reads the posted fields, every one as a string (absent = ""), nothing else. */
  const readForm = (data: FormData): FormValues => {
    const form: FormValues = {};
    for (const name of formFields()) {
      const v = data.get(name);
      form[name] = typeof v === "string" ? v.replace(/\r\n/g, "\n") : "";
    }
    return form;
  };

  /** Validates the form on the server; every field with a problem gets its own pt-BR message. */
  const parseForm = (form: FormValues): Parsed<Values> => {
    const read = formReader(form, options.textMax, options.today());
    const values = {} as Record<string, unknown>;
    for (const { key, row } of rows) values[key] = row.kind === "field" ? row.parse(read, key) : row.parse(read);
    if (Object.keys(read.errors).length > 0) return { ok: false, errors: read.errors };
    return { ok: true, settings: values as Values };
  };

  const firstBoot = (env: E, today: string): Values => Object.fromEntries(rows.map(({ key, row }) => [key, row.initial(env, today)])) as Values;

  /** The stored JSON: a setting a saved row lacks (it was added later) reads its first-boot value. */
  const storedSchema = z.object(
    Object.fromEntries(
      rows.map(({ key, row }) => [key, row.stored.optional().transform((v) => (v === undefined ? row.initial(options.emptyEnv, options.today()) : v))]),
    ),
  ) as unknown as z.ZodType<Values, z.ZodTypeDef, unknown>;

  /** The pt-BR name of a form field, as the activity log and the messages name it. */
  const fieldLabel = (name: string): string => {
    const r = owner.get(name);
    if (!r) return name;
    return r.row.kind === "field" ? r.row.label : r.row.label(name);
  };

  /** The form fields whose shown value differs, in screen order. */
  const changedFields = (before: Values, after: Values): string[] => {
    const a = toForm(before);
    const b = toForm(after);
    return formFields().filter((f) => (a[f] ?? "") !== (b[f] ?? ""));
  };

  /** The settings without the private ones: what public pages receive. */
  const publicOf = (values: Values): Omit<Values, PrivateKeys<S>> =>
    Object.fromEntries(rows.filter(({ row }) => !row.private).map(({ key }) => [key, values[key as keyof Values]])) as Omit<Values, PrivateKeys<S>>;

  /** The slots the table's public settings name, with each one's shown text (a setting not given is left out). */
  const slotsOf = (values: Partial<Values>): Map<string, string> => {
    const slots = new Map<string, string>();
    for (const { key, row } of rows) {
      const value = values[key as keyof Values];
      if (row.kind === "field" && row.slot && !row.private && value !== undefined) slots.set(row.slot, row.toText(value));
    }
    return slots;
  };

  return { formFields, toForm, readForm, parseForm, firstBoot, storedSchema, fieldLabel, changedFields, publicOf, slotsOf };
}
