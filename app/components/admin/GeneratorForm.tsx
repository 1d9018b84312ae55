import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { CREATIVITY } from "~/lib/generator/settings";
import { parseTitles } from "~/lib/title-list";
import { card, inputClass, primaryButton, secondaryButton } from "./ui";
import { LOCAL_GENERATOR_PATH } from "~/lib/paths";

/**
 * Titles box (one per line), creativity slider and the generate buttons. With several
 * titles the admin chooses "Gerar só o primeiro" or "Processar todos"; with JavaScript
 * `onProcessAll` runs the titles one request at a time, without it the form posts them all.
 */
export function GeneratorForm({
  initialTitles,
  initialCreativity,
  busy,
  onProcessAll,
}: {
  initialTitles: string;
  initialCreativity: number;
  busy: boolean;
  onProcessAll: (titles: string[], creativity: number) => void;
}) {
  const [titlesText, setTitlesText] = useState(initialTitles);
  const [creativity, setCreativity] = useState(initialCreativity);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith(LOCAL_GENERATOR_PATH) === true;
  const intent = navigation.formData?.get("intent");
  const titles = parseTitles(titlesText);
  const disabled = submitting || busy;

  return (
    <section aria-labelledby="generator-heading" className={card}>
      <h2 id="generator-heading" className="text-xl font-bold text-brand-900">
        Gerar conteúdo
      </h2>
      <Form method="post" className="mt-4 space-y-5">
        <div>
          <label htmlFor="titles" className="block text-sm font-medium text-slate-700">
            Títulos (um por linha)
          </label>
          <textarea
            id="titles"
            name="titles"
            rows={6}
            value={titlesText}
            onChange={(e) => setTitlesText(e.target.value)}
            placeholder={"Quanto custa instalar motor basculante em Osasco?\nConserto de portão deslizante na Mooca"}
            aria-describedby="titles-hint"
            className={inputClass}
          />
          <p id="titles-hint" className="mt-1 text-sm text-slate-600">
            Linhas em branco são ignoradas.{titles.length > 0 && ` ${titles.length} ${titles.length === 1 ? "título" : "títulos"}.`}
          </p>
        </div>
        <div>
          <label htmlFor="creativity" className="block text-sm font-medium text-slate-700">
            Criatividade: <output htmlFor="creativity">{creativity}</output>
          </label>
          <input
            id="creativity"
            name="creativity"
            type="range"
            min={CREATIVITY.min}
            max={CREATIVITY.max}
            step={CREATIVITY.step}
            value={creativity}
            onChange={(e) => setCreativity(Number(e.target.value))}
            aria-describedby="creativity-hint"
            className="mt-2 w-full accent-brand-700"
          />
          <p id="creativity-hint" className="mt-1 text-sm text-slate-600">
            De 0 a 100 (padrão 75). Até 20 o texto segue o modelo padrão; acima de 40 varia bastante; acima de 50 inclui características e empresa; acima de 60,
            parágrafos extras.
          </p>
        </div>
        {titles.length > 1 ? (
          <div role="group" aria-labelledby="choice-label" className="rounded-md border border-brand-100 bg-brand-50 p-4">
            <p id="choice-label" className="font-medium text-brand-900">
              Você informou {titles.length} títulos. Gerar só o primeiro para revisar, ou processar todos (cada título é gerado e salvo como página pública)?
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="submit" name="intent" value="generate-first" disabled={disabled} className={secondaryButton}>
                {submitting && intent === "generate-first" ? "Gerando..." : "Gerar só o primeiro"}
              </button>
              <button
                type="submit"
                name="intent"
                value="process-all"
                disabled={disabled}
                className={primaryButton}
                onClick={(event) => {
                  event.preventDefault();
                  onProcessAll(titles, creativity);
                }}
              >
                {busy || (submitting && intent === "process-all") ? "Processando..." : "Processar todos"}
              </button>
            </div>
          </div>
        ) : (
          <button type="submit" name="intent" value="generate" disabled={disabled} className={primaryButton}>
            {submitting && intent === "generate" ? "Gerando..." : "Gerar Conteúdo"}
          </button>
        )}
      </Form>
    </section>
  );
}
