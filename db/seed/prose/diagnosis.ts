/**
 * The starting text of "Por que meu portão não abre?" (/diagnostico, docs/architecture.md, "The
 * two tools"), read by the seed only (db/seed/page-texts/diagnosis.ts writes it in the light
 * syntax the page reads, decision 0043): the questions a technician asks on the phone, in the
 * order they would check — power and breaker first, then the remote and the receiver, the
 * board's LED, the photocell, the limit switches, and the mechanics (rails, springs, rack). Each
 * step says what a visitor can check safely alone; anything involving springs, steel cables or
 * mains power is left to a technician. Every branch ends in an outcome that names the likely
 * cause and links the matching problem page (app/content/problem-keywords.ts).
 */
import type * as Shown from "../../../app/lib/diagnosis";

/** The page's shapes (app/lib/diagnosis.ts), as the seed writes them: a destination by its code, a problem page by its slug. */
type DiagnosisOption = Omit<Shown.DiagnosisOption, "next"> & { next: string };
type DiagnosisStep = Omit<Shown.DiagnosisStep, "options"> & { options: DiagnosisOption[] };
type DiagnosisOutcome = Omit<Shown.DiagnosisOutcome, "problemPath" | "problemLabel"> & {
  /** Slug of the problem page (a root keyword page) that explains it further. */
  problemSlug: string;
};

/** The page's title and description in Google, its heading and its opening. */
export const DIAGNOSIS_PAGE = {
  title: "Por que meu portão não abre? Diagnóstico passo a passo | Motores PPA",
  description:
    "Responda algumas perguntas e descubra a causa provável do defeito do portão automático, o que dá para verificar sozinho com segurança e quando chamar um técnico.",
  heading: "Por que meu portão não abre?",
  lead: "Responda como um técnico perguntaria ao telefone: primeiro a energia, depois o controle, a central, os sensores e a parte mecânica. No fim você vê a causa provável, o que dá para verificar sozinho com segurança e quando chamar a assistência.",
};

/** An option's `next`: a step's id, or this prefix and an outcome's id. */
export const OUTCOME_PREFIX = "fim:";

const SAFETY_POWER =
  "A central e o motor trabalham em 127 V ou 220 V: não abra a tampa nem mexa em fios. Olhar o LED pela fresta ou pela tampa transparente é seguro; desmontar, não.";
const SAFETY_SPRING =
  "Molas e cabos de aço do portão basculante ficam sob grande tensão e podem ferir gravemente: não solte, não ajuste e não tente trocar sozinho.";
const SAFETY_UNLOCK =
  "Para destravar, use a chave de destravamento do motor com o portão parado e sem ninguém embaixo dele; no basculante, segure a folha, que pode descer de uma vez se estiver desregulada.";

export const DIAGNOSIS_STEPS: DiagnosisStep[] = [
  {
    id: "sintoma",
    question: "O que acontece quando você aperta o controle?",
    options: [
      { value: "nada", label: "Nada: o motor não faz nenhum som", next: "energia" },
      { value: "zumbido", label: "O motor zumbe ou faz força, mas o portão não sai do lugar", next: "zumbido" },
      { value: "para", label: "O portão começa a andar, mas para no meio ou volta", next: "para-no-meio" },
      { value: "nao-fecha", label: "Abre normalmente, mas não fecha (ou fecha e volta)", next: "nao-fecha" },
      { value: "lento", label: "Funciona, mas está lento, fraco ou barulhento", next: "manutencao" },
      { value: "so-botoeira", label: "Só o controle não funciona: pela botoeira ou interfone abre", next: "controle" },
    ],
  },
  {
    id: "energia",
    question: "O portão parou depois de uma queda de energia, de um pico de luz ou de um raio?",
    options: [
      { value: "sim", label: "Sim, parou depois que a luz caiu ou voltou", next: "queda-de-energia" },
      { value: "nao", label: "Não, parou sem motivo aparente", next: "disjuntor" },
    ],
  },
  {
    id: "queda-de-energia",
    question: "Depois da queda de energia, qual destas situações é a sua?",
    help: "Durante a falta de luz muita gente destrava o motor para abrir o portão na mão e esquece de travar de novo.",
    safety: SAFETY_UNLOCK,
    options: [
      { value: "destravei", label: "Eu (ou alguém da casa) destravei o motor para abrir na mão", next: "fim:travar-de-novo" },
      { value: "nobreak", label: "O portão tem nobreak ou bateria e mesmo assim não responde", next: "fim:bateria-nobreak" },
      { value: "nada", label: "Ninguém mexeu: simplesmente parou de funcionar", next: "led-da-central" },
    ],
  },
  {
    id: "disjuntor",
    question: "No quadro de luz, o disjuntor do portão está ligado?",
    help: "Procure o disjuntor marcado “portão” (ou o da garagem). Só mude a alavanca: não abra o quadro.",
    options: [
      { value: "desarma", label: "Estava desligado; liguei e ele desarma de novo", next: "fim:disjuntor-desarmando" },
      { value: "voltou", label: "Estava desligado; liguei e o portão voltou a funcionar", next: "fim:disjuntor-religado" },
      { value: "ligado", label: "Está ligado", next: "led-da-central" },
      { value: "nao-sei", label: "Não sei qual é o disjuntor do portão", next: "led-da-central" },
    ],
  },
  {
    id: "led-da-central",
    question: "A central de comando (a placa do motor) tem um LED. Sem abrir nada, dá para ver se ele está aceso?",
    safety: SAFETY_POWER,
    options: [
      { value: "apagado", label: "Está apagado", next: "fim:central-sem-energia" },
      { value: "aceso", label: "Está aceso ou piscando", next: "botoeira" },
      { value: "nao-vejo", label: "Não consigo ver sem abrir a tampa", next: "botoeira" },
    ],
  },
  {
    id: "botoeira",
    question: "O portão abre pela botoeira (o botão na parede) ou pelo interfone?",
    options: [
      { value: "abre", label: "Sim, pela botoeira ou pelo interfone ele abre", next: "controle" },
      { value: "nao-abre", label: "Não abre por nenhum comando", next: "fim:motor-nao-liga" },
      { value: "nao-tenho", label: "Não tenho botoeira nem interfone ligados ao portão", next: "controle" },
    ],
  },
  {
    id: "controle",
    question: "E os controles: a luz do controle acende ao apertar? Outro controle da casa funciona?",
    help: "Teste de perto, a uns 2 metros do motor, e depois de onde você costuma apertar.",
    options: [
      { value: "outro-funciona", label: "Outro controle funciona; só o meu não", next: "fim:bateria-do-controle" },
      { value: "so-de-perto", label: "Os controles só funcionam bem de perto", next: "fim:alcance-curto" },
      { value: "nenhum", label: "Nenhum controle funciona, nem de perto", next: "fim:receptor" },
    ],
  },
  {
    id: "zumbido",
    question: "Com o motor destravado, o portão corre leve quando você empurra com a mão?",
    help: "Se não souber destravar, escolha a última opção.",
    safety: `${SAFETY_UNLOCK} ${SAFETY_SPRING}`,
    options: [
      { value: "pesado", label: "Não: na mão também está pesado, preso ou raspando", next: "fim:mecanica-emperrada" },
      { value: "leve", label: "Sim: destravado ele corre leve", next: "fim:capacitor" },
      { value: "nao-sei", label: "Não sei destravar ou prefiro não mexer", next: "fim:zumbido-tecnico" },
    ],
  },
  {
    id: "para-no-meio",
    question: "Onde e como o portão para?",
    options: [
      { value: "volta-sozinho", label: "Volta sozinho, como se tivesse alguém passando", next: "fotocelula" },
      { value: "mesmo-ponto", label: "Para sempre no mesmo ponto do percurso", next: "fim:ponto-de-atrito" },
      { value: "metade", label: "Abre só até a metade (ou não chega ao fim)", next: "fim:fim-de-curso" },
    ],
  },
  {
    id: "nao-fecha",
    question: "Quando você manda fechar, o portão…",
    options: [
      { value: "volta", label: "Começa a fechar e volta (inverte o sentido)", next: "fotocelula" },
      { value: "nao-se-move", label: "Nem se move para fechar, embora abra", next: "fim:nao-fecha" },
      { value: "nao-trava", label: "Fecha, mas não trava: fica solto ou com folga", next: "fim:nao-trava" },
    ],
  },
  {
    id: "fotocelula",
    question:
      "Limpe com um pano seco as lentes da fotocélula (os dois “olhinhos” frente a frente na entrada) e tire do caminho o que estiver entre elas. Resolveu?",
    help: "Sol forte de frente, teia de aranha, sujeira ou um vaso no caminho fazem a fotocélula achar que há alguém passando.",
    options: [
      { value: "resolveu", label: "Sim, voltou a fechar", next: "fim:fotocelula-limpa" },
      { value: "nao-resolveu", label: "Não resolveu", next: "fim:fotocelula" },
      { value: "nao-tenho", label: "Meu portão não tem fotocélula", next: "fim:fim-de-curso" },
    ],
  },
  {
    id: "manutencao",
    question: "Quando foi a última manutenção (lubrificação e regulagem) do portão?",
    options: [
      { value: "mais-de-um-ano", label: "Há mais de um ano, ou nunca foi feita", next: "fim:falta-de-manutencao" },
      { value: "recente", label: "Há menos de um ano", next: "barulho" },
    ],
  },
  {
    id: "barulho",
    question: "O portão faz barulho de raspado, estalo ou “engasga” no percurso?",
    options: [
      { value: "sim", label: "Sim, raspa, estala ou engasga", next: "fim:engrenagem" },
      { value: "nao", label: "Não, só está lento ou sem força", next: "fim:sem-forca" },
    ],
  },
];

export const DIAGNOSIS_OUTCOMES: DiagnosisOutcome[] = [
  {
    id: "travar-de-novo",
    title: "O motor ficou destravado depois da falta de luz",
    cause: "Com o motor destravado, o portão corre solto e o motor gira em vão: nada acontece quando você aperta o controle.",
    tryAlone: [
      "Com o portão fechado e ninguém embaixo dele, use a chave de destravamento no sentido contrário para travar de novo.",
      "Aperte o controle e observe a primeira abertura inteira.",
    ],
    technician: [
      "Se a chave girar em falso ou o portão continuar solto, o mecanismo de destravamento precisa de ajuste.",
      "Se você perdeu a chave, o técnico troca o cilindro e deixa cópias.",
    ],
    safety: SAFETY_UNLOCK,
    problemSlug: "destravar-motor-de-portao",
    maybeSolved: true,
  },
  {
    id: "bateria-nobreak",
    title: "Bateria do nobreak descarregada ou central afetada pelo pico de energia",
    cause:
      "A bateria do nobreak do portão costuma durar de 2 a 3 anos; a cada queda longa ela se esgota. Quando a luz volta com um pico, a central de comando pode queimar.",
    tryAlone: ["Veja se o nobreak indica carga (luz ou bip) e deixe-o algumas horas ligado na tomada.", "Confira o disjuntor do portão no quadro de luz."],
    technician: ["Teste e troca da bateria do nobreak.", "Teste da central de comando e do fusível de proteção; troca da placa se ela queimou."],
    safety: SAFETY_POWER,
    problemSlug: "portao-nao-funciona-depois-de-queda-de-energia",
  },
  {
    id: "disjuntor-desarmando",
    title: "Algo no motor ou na fiação está desarmando o disjuntor",
    cause:
      "Um disjuntor que cai de novo indica curto: capacitor ou enrolamento do motor em curto, fio descascado ou água dentro da caixa do motor (comum depois de chuva forte).",
    tryAlone: [
      "Deixe o disjuntor desligado até a visita: insistir em religar pode queimar o motor e a central.",
      "Abra o portão na mão, destravando o motor, se precisar sair.",
    ],
    technician: ["Medição do motor, do capacitor e da fiação.", "Secagem e vedação da caixa, se entrou água."],
    safety: SAFETY_POWER,
    problemSlug: "motor-de-portao-desarmando-o-disjuntor",
  },
  {
    id: "disjuntor-religado",
    title: "O disjuntor tinha desarmado",
    cause: "Um disjuntor cai com um pico de energia ou um raio próximo; se o portão voltou a funcionar, o mais provável é que tenha sido isso.",
    tryAlone: ["Observe nos próximos dias: se o disjuntor cair de novo, não insista e chame a assistência."],
    technician: ["Se voltar a desarmar, o motor, o capacitor e a fiação precisam ser medidos."],
    problemSlug: "motor-de-portao-desarmando-o-disjuntor",
    maybeSolved: true,
  },
  {
    id: "central-sem-energia",
    title: "A central de comando não está recebendo energia, ou queimou",
    cause:
      "Com o disjuntor ligado e o LED da placa apagado, sobram o fusível da central, a fiação até o motor ou a própria placa, que costuma queimar com raios e picos.",
    tryAlone: ["Confira se o disjuntor do portão está mesmo ligado.", "Abra o portão na mão, destravando o motor, se precisar sair."],
    technician: ["Teste do fusível e da alimentação da central.", "Conserto ou troca da placa, programando de novo os controles."],
    safety: SAFETY_POWER,
    problemSlug: "placa-do-motor-de-portao-queimada",
  },
  {
    id: "motor-nao-liga",
    title: "A central recebe o comando, mas o motor não liga",
    cause: "Se nem a botoeira nem o controle fazem o motor ligar, o problema está na central (relé ou saída do motor), no capacitor ou no próprio motor.",
    tryAlone: ["Verifique o disjuntor do portão.", "Abra o portão na mão, destravando o motor, se precisar sair."],
    technician: ["Teste da central, do capacitor e do motor; conserto ou troca da peça que falhou."],
    safety: SAFETY_POWER,
    problemSlug: "motor-de-portao-nao-liga",
  },
  {
    id: "bateria-do-controle",
    title: "Bateria fraca ou controle com defeito",
    cause: "Se outro controle da casa funciona, o portão está bom: o problema é o seu controle, quase sempre a bateria.",
    tryAlone: [
      "Troque a bateria do controle (geralmente 12 V tipo 23A ou CR2032, escrita dentro dele).",
      "Se o controle caiu ou molhou, teste outro antes de comprar um novo.",
    ],
    technician: ["Cadastro de um controle novo na central (clonagem ou programação)."],
    problemSlug: "bateria-do-controle-do-portao-fraca",
    maybeSolved: true,
  },
  {
    id: "alcance-curto",
    title: "Alcance curto: antena ou receptor",
    cause:
      "Quando todos os controles só funcionam de perto, a antena do receptor está solta, oxidada ou mal posicionada, ou há interferência de outro aparelho de 433 MHz.",
    tryAlone: [
      "Troque as baterias dos controles para descartar carga fraca.",
      "Veja se o fio da antena (um fio fino saindo da central) está solto ou encostado em metal.",
    ],
    technician: ["Reposicionamento ou troca da antena e teste do receptor."],
    problemSlug: "controle-do-portao-com-alcance-curto",
  },
  {
    id: "receptor",
    title: "Receptor sem comunicação com os controles",
    cause:
      "Se nenhum controle funciona mas a botoeira abre, o motor e a central estão bons: o receptor perdeu a programação (comum depois de pico de energia) ou está com defeito.",
    tryAlone: ["Use a botoeira ou o interfone enquanto isso.", "Troque a bateria de um controle para descartar carga fraca."],
    technician: ["Programação dos controles na central ou troca do receptor."],
    problemSlug: "receptor-do-portao-com-defeito",
  },
  {
    id: "mecanica-emperrada",
    title: "O portão está emperrado: o motor não vence a mecânica",
    cause:
      "Se o portão está pesado até na mão, o problema é mecânico: trilho ou roldanas gastos no deslizante, guias tortas ou molas cansadas no basculante, dobradiças secas no pivotante.",
    tryAlone: ["Tire do trilho pedras, folhas e sujeira (no deslizante).", "Não force o motor: enquanto estiver pesado, ele esquenta e pode queimar."],
    technician: ["Regulagem das molas e das guias do basculante, troca de roldanas, alinhamento do trilho e lubrificação."],
    safety: SAFETY_SPRING,
    problemSlug: "portao-de-garagem-emperrado",
  },
  {
    id: "capacitor",
    title: "Capacitor do motor provavelmente queimado",
    cause:
      "Motor que zumbe sem girar, com o portão leve na mão, é o sinal clássico do capacitor de partida fraco ou queimado. É uma peça barata, mas fica junto da parte elétrica do motor.",
    tryAlone: ["Desligue o disjuntor do portão: zumbindo parado, o motor esquenta.", "Trave o motor de novo depois de testar na mão."],
    technician: ["Medição e troca do capacitor; teste do enrolamento do motor."],
    safety: SAFETY_POWER,
    problemSlug: "capacitor-do-motor-de-portao-queimado",
  },
  {
    id: "zumbido-tecnico",
    title: "Motor zumbindo sem abrir: capacitor ou portão emperrado",
    cause: "O zumbido mostra que o motor recebe energia mas não consegue girar: ou o capacitor de partida falhou, ou o portão está preso na mecânica.",
    tryAlone: ["Desligue o disjuntor do portão para o motor não esquentar.", "Não force o portão com o motor ligado."],
    technician: ["Teste do capacitor e do motor, e verificação da mecânica do portão."],
    safety: SAFETY_POWER,
    problemSlug: "motor-de-portao-zumbindo-e-nao-abre",
  },
  {
    id: "ponto-de-atrito",
    title: "Um ponto de atrito no percurso",
    cause:
      "Parar sempre no mesmo lugar indica obstáculo mecânico naquele ponto: dente quebrado da cremalheira, trilho amassado, roldana travada ou braço desalinhado. A central sente o esforço e para por segurança.",
    tryAlone: ["Com o motor destravado, passe o portão na mão e veja onde ele pesa.", "Limpe o trilho naquele trecho."],
    technician: ["Troca do trecho de cremalheira, alinhamento do trilho ou do braço, troca de roldanas."],
    safety: SAFETY_UNLOCK,
    problemSlug: "portao-para-no-meio",
  },
  {
    id: "fim-de-curso",
    title: "Fim de curso desregulado",
    cause:
      "O fim de curso diz ao motor onde parar. Fora do lugar (ou com o ímã ou a chave soltos), o portão para antes, passa do ponto ou não completa o percurso.",
    tryAlone: ["Veja se algo bloqueia o portão no fim do percurso."],
    technician: ["Regulagem ou troca do fim de curso e ajuste da força na central."],
    problemSlug: "fim-de-curso-do-portao-desregulado",
  },
  {
    id: "nao-fecha",
    title: "A central não está mandando fechar",
    cause: "Abrir e não fechar costuma ser fim de curso de fechamento acionado o tempo todo, botoeira presa ou fotocélula em falha permanente.",
    tryAlone: ["Veja se a botoeira da parede não ficou afundada.", "Limpe as lentes da fotocélula."],
    technician: ["Teste do fim de curso, da botoeira e da fotocélula na central."],
    problemSlug: "portao-nao-fecha",
  },
  {
    id: "nao-trava",
    title: "Trava ou redutor sem segurar o portão fechado",
    cause: "Portão fechado que fica solto indica trava eletromagnética sem energia, engrenagem do redutor gasta ou motor destravado parcialmente.",
    tryAlone: ["Confira se a chave de destravamento está na posição travada."],
    technician: ["Teste da trava, troca da engrenagem ou da coroa e regulagem."],
    problemSlug: "motor-de-portao-nao-trava",
  },
  {
    id: "fotocelula-limpa",
    title: "Era a fotocélula bloqueada",
    cause: "Sujeira, teia de aranha ou um objeto entre as lentes fazem o portão voltar como se alguém estivesse passando.",
    tryAlone: ["Limpe as lentes de vez em quando e deixe o caminho entre elas livre."],
    technician: ["Se voltar a acontecer sem sujeira, a fotocélula pode estar desalinhada ou com defeito."],
    problemSlug: "fotocelula-do-portao-nao-funciona",
    maybeSolved: true,
  },
  {
    id: "fotocelula",
    title: "Fotocélula desalinhada ou com defeito",
    cause: "Se mesmo limpa a fotocélula mantém o portão voltando, ela está desalinhada (uma batida basta), com o fio rompido ou queimada.",
    tryAlone: ["Veja se uma das duas peças foi batida ou girada."],
    technician: ["Alinhamento, troca da fotocélula ou reparo do cabo."],
    problemSlug: "fotocelula-do-portao-nao-funciona",
  },
  {
    id: "falta-de-manutencao",
    title: "Falta de manutenção: o portão está pedindo lubrificação e regulagem",
    cause: "Sem manutenção, trilhos, roldanas, dobradiças e engrenagens ressecam: o portão fica lento, barulhento e o motor trabalha além da conta.",
    tryAlone: ["Mantenha o trilho limpo.", "Não use óleo de cozinha nem graxa em excesso no trilho: junta areia."],
    technician: [
      "Manutenção preventiva: lubrificação, regulagem de força e de fim de curso, teste de segurança. O recomendado é uma vez por ano em casa e duas em condomínio.",
    ],
    problemSlug: "portao-automatico-lento",
  },
  {
    id: "engrenagem",
    title: "Engrenagem, coroa ou cremalheira gastas",
    cause: "Raspado, estalo ou tranco no percurso costumam ser dentes gastos na coroa do redutor, no pinhão ou na cremalheira.",
    tryAlone: ["Observe em que ponto o barulho acontece."],
    technician: ["Troca da coroa, do pinhão ou do trecho de cremalheira e regulagem."],
    problemSlug: "engrenagem-do-motor-de-portao-quebrada",
  },
  {
    id: "sem-forca",
    title: "Motor sem força para o portão",
    cause:
      "Portão lento e fraco mesmo com manutenção em dia indica capacitor enfraquecido, força mal regulada na central ou motor pequeno para o peso do portão.",
    tryAlone: ["Verifique se o portão corre leve quando destravado."],
    technician: ["Teste do capacitor, ajuste de força e, se o portão pesar mais que o motor suporta, troca por um modelo adequado."],
    problemSlug: "portao-automatico-sem-forca",
  },
];
