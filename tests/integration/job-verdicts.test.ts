// A place page with real jobs carries them as its own content (docs/decisions/0038-job-log.md): each
// job logged, edited or hidden in "Serviços realizados" judges again the pages it shows on and
// stores their verdicts (decision 0039), so a place page out of Google enters it once its jobs say
// enough of their own, and leaves again when they are hidden, with no build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { action as jobsAction } from "~/routes/admin.servicos/route";
import { action as jobAction } from "~/routes/admin.servicos_.$id/route";
import { setPasswordCostForTests } from "~/server/auth/password.server";
import { listAllMotors } from "~/server/data/motors.server";
import { getPageVerdict } from "~/server/verdicts/page-verdicts.server";
import { pagesShowingJob } from "~/server/jobs/job-verdicts.server";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { getPageTextRow, savePageText } from "~/server/page-texts/store.server";
import { rejudgeAfterChange } from "~/server/verdicts/rejudge.server";
import { navigation, signInAdmin } from "./auth-helpers";

/** Six jobs' notes: what was found and done at each gate, nothing another page of the site says. */
const NOTES = [
  "Portão basculante de chapa galvanizada com as molas cansadas: trocamos as duas molas, alinhamos os braços e instalamos o motor com fotocélula na altura do para-choque.",
  "Deslizante de alumínio em rampa: o trilho tinha trincas perto do batente, soldamos um trecho novo, nivelamos as roldanas e regulamos a embreagem para a subida.",
  "Pivotante de duas folhas em sobrado de esquina: cada folha ganhou um braço próprio, a central foi para uma caixa estanque e a botoeira ficou dentro da garagem.",
  "Condomínio de seis casas com portão de ferro maciço: central nova com receptor para oitenta controles, cadastro de todos os moradores e nobreak no quadro.",
  "Motor antigo queimado por infiltração na tampa: trocamos pelo modelo atual, vedamos a passagem do cabo no muro e deixamos uma calha sobre a caixa do motor.",
  "Garagem comercial com abertura a cada poucos minutos: ajustamos o fim de curso, trocamos a cremalheira de nylon por aço e combinamos revisão a cada seis meses.",
];

/** The topic whose opening paragraph the owner pastes into the place page. */
const COPIED_FROM = "/topicos/manutencao-de-motor-de-portao";

describe("jobs and the verdicts of the pages they show on", () => {
  const server = useBuiltServer("job-verdicts");
  let cookie: string;
  const context = server.context;
  const place = "casa-verde";
  const placePage = `/cidades/${place}`;

  beforeAll(async () => {
    setPasswordCostForTests(12);
    cookie = await signInAdmin();
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(() => {
    setPasswordCostForTests(null);
  });

  const robots = async (p: string) => /<meta name="robots" content="([^"]+)"/.exec(await (await fetch(server.url + p)).text())?.[1];

  it(
    "a place page out of Google enters it once its jobs say enough of their own, and leaves when they are hidden",
    async () => {
      // Out of Google by its text: the owner adds to the place's text a paragraph of a topic, and
      // the save's judge takes the page out (the place's starting text alone meets the targets).
      const copied = getPageTextRow(COPIED_FROM).published.body.split("\n\n")[0];
      const row = getPageTextRow(placePage);
      const body = `${copied}\n\n${row.published.body}`;
      savePageText({ path: placePage, fields: { ...row.published, body }, publish: true, expectedVersion: row.version, by: "dono@exemplo.com.br" });
      await rejudgeAfterChange([placePage], server.renderPage);
      expect(getPageVerdict(placePage)).toMatchObject({ indexable: false, reason: "texto-repetido" });
      expect(await robots(placePage)).toBe("noindex, follow");
      const motor = listAllMotors().find((m) => m.status === "ativo")!;
      const ids: number[] = [];
      for (const [i, note] of NOTES.entries()) {
        const form = {
          intent: "criar",
          data: `2026-11-${String(10 + i).padStart(2, "0")}`,
          local: place,
          servico: "instalacao",
          modelo: String(motor.id),
          portao: "basculante",
          imovel: "casa",
          observacao: note,
          autorizacao: "",
          nome: "",
          consentimento: "",
          whatsapp: "",
          proxima: "",
          codigo: "",
          valor: "",
          publicar: "1",
        };
        const res = (await jobsAction({ request: navigation("/admin/servicos", { cookie, form }), params: {}, context })) as Response;
        expect(res.status, await res.clone().text()).toBe(303);
        ids.push(Number(/\/admin\/servicos\/(\d+)/.exec(res.headers.get("Location")!)![1]));
      }
      expect(pagesShowingJob({ placeSlug: place, motorId: motor.id })).toContain(placePage);
      const verdict = getPageVerdict(placePage)!;
      expect(verdict, verdict.line).toMatchObject({ indexable: true, reason: "aprovada" });
      expect(await robots(placePage)).toBe("index, follow");

      for (const id of ids) {
        const res = (await jobAction({
          request: navigation(`/admin/servicos/${id}`, { cookie, form: { intent: "ocultar" } }),
          params: { id: String(id) },
          context,
        })) as Response;
        expect(res.status).toBe(303);
      }
      expect(getPageVerdict(placePage)?.indexable).toBe(false);
      expect(await robots(placePage)).toBe("noindex, follow");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
