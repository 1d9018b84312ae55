import { useEffect, useRef, useState, type RefObject } from "react";
import { secondaryButton } from "./ui";

/**
 * With JavaScript a page form also keeps a copy of what is typed in this browser's
 * localStorage (decision 0032), so a crash or a closed tab loses nothing: the next time the
 * same form opens it offers "Restaurar" or "Descartar". The copy is dropped when the form is
 * sent (from then on the server keeps the typing: a refused save comes back filled, and an
 * expired session parks it). Only named text fields are kept; nothing leaves the browser.
 */

const WRITE_DELAY_MS = 400;
const PREFIX = "ppa-admin-copia:";

type Copy = Record<string, string>;

function fieldsOf(form: HTMLFormElement): Copy {
  const copy: Copy = {};
  for (const el of Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[type=text][name], input:not([type])[name], textarea[name]"),
  )) {
    copy[el.name] = el.value;
  }
  return copy;
}

function read(key: string): Copy | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== "object") return null;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return null;
  }
}

export function useLocalCopy(formRef: RefObject<HTMLFormElement>, key: string) {
  const [offer, setOffer] = useState<Copy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    const form = formRef.current;
    const copy = read(key);
    if (!form || !copy) return;
    const now = fieldsOf(form);
    const differs = Object.entries(copy).some(([name, value]) => value.trim() !== "" && now[name] !== undefined && now[name] !== value);
    if (differs) setOffer(copy);
    else window.localStorage.removeItem(PREFIX + key);
    return () => clearTimeout(timer.current);
  }, [formRef, key]);

  function keep() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      try {
        window.localStorage.setItem(PREFIX + key, JSON.stringify(fieldsOf(form)));
      } catch {
        // Storage full or disabled: the server-side copy still covers an expired session.
      }
    }, WRITE_DELAY_MS);
  }

  function drop() {
    clearTimeout(timer.current);
    window.localStorage.removeItem(PREFIX + key);
    setOffer(null);
  }

  function restore() {
    const form = formRef.current;
    if (form && offer) {
      for (const [name, value] of Object.entries(offer)) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
      }
      form.dispatchEvent(new Event("input", { bubbles: true }));
    }
    setOffer(null);
  }

  const notice = offer ? (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>Há um texto deste formulário guardado neste navegador que não foi salvo.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={restore}>
          Restaurar
        </button>
        <button type="button" className={secondaryButton} onClick={drop}>
          Descartar
        </button>
      </div>
    </div>
  ) : null;

  return { keep, drop, notice };
}
