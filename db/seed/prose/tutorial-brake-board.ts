import { BRAND } from "../../../app/content/business";

/**
 * The starting text of the tutorial of docs/product.md §4.12, configuring a sliding-gate motor
 * with a brake board (central com freio), seeded into "Páginas do site" by
 * db/seed/page-texts/tutorial.ts (decision 0043). The page's address and link label are data in
 * app/lib/tutorial.ts.
 */

export type TutorialStep = { title: string; paragraphs: string[]; checks?: string[] };

export const TUTORIAL_PROSE = {
  title: `Como configurar motor de portão deslizante ${BRAND} com central com freio`,
  /** Written to fit a search result (at most 60 and 160 characters). */
  metaTitle: "Motor deslizante com central com freio: passo a passo",
  description: `Como configurar o motor deslizante ${BRAND} com central com freio: fim de curso, controle, força, freio e teste de segurança, na ordem do técnico.`,
  intro: [
    `A central com freio é a placa de comando que, ao chegar ao fim do percurso, freia o motor eletronicamente em vez de apenas desligá-lo. Em portões deslizantes pesados ou rápidos, isso evita que o portão "escorregue" além do ponto de parada, bata no batente e force a cremalheira.`,
    `Este guia mostra a sequência de configuração usada pelos técnicos depois que o motor ${BRAND} já está fixado e a cremalheira instalada. Os nomes dos botões e trimpots variam conforme a versão da central: confira sempre o manual que acompanha o seu motor.`,
  ],
  safetyHeading: "Antes de começar: segurança",
  safety: [
    "Desligue o disjuntor do motor antes de mexer na central ou nos fios.",
    "Mantenha crianças, animais e veículos longe do portão durante os testes.",
    "Não ajuste a força acima do necessário: o portão precisa parar quando encontra um obstáculo.",
    "Se você não tem prática com eletricidade, chame um técnico: a central trabalha em 220 V.",
  ],
  toolsHeading: "Ferramentas",
  tools: ["Chave de fenda pequena (para os trimpots)", "Chave de destravamento do motor", "Multímetro", "Trena", "Os controles remotos que serão gravados"],
  steps: [
    {
      title: "1. Confira o portão com o motor destravado",
      paragraphs: [
        "Com a energia desligada, destrave o motor com a chave e empurre o portão de ponta a ponta. Ele deve correr leve e sem trancos. Se estiver pesado, o problema está nas roldanas, no trilho ou no alinhamento, e nenhuma regulagem da central vai resolver.",
        "Confira a folga entre a cremalheira e a engrenagem do motor (pinhão): deve haver 1 a 2 mm ao longo de todo o curso. Cremalheira apoiada no pinhão força o redutor; folga demais faz a engrenagem pular dentes.",
      ],
      checks: ["Portão desliza com uma mão", "Folga de 1 a 2 mm entre cremalheira e pinhão", "Batentes de parada firmes nas duas pontas"],
    },
    {
      title: "2. Posicione o fim de curso",
      paragraphs: [
        "Nos motores deslizantes, o fim de curso é acionado por ímãs ou por chapas (chapinhas) presos na cremalheira. Leve o portão manualmente até a posição totalmente aberta, deixando de 2 a 3 cm antes do batente, e fixe o ímã ou a chapa de abertura em frente ao sensor do motor. Repita na posição fechada.",
        "Essa folga até o batente é o espaço que o freio usa para parar o portão. Sem ela, mesmo com o freio bem ajustado, o portão encosta no batente a cada ciclo.",
      ],
    },
    {
      title: "3. Verifique o sentido de movimento",
      paragraphs: [
        "Deixe o portão no meio do curso, trave o motor e ligue a energia. Acione uma vez pela botoeira ou pelo botão de teste da central. O primeiro movimento deve ser de abertura.",
        "Se o portão fechar, desligue a energia e inverta o sentido conforme o manual da central (em geral trocando a posição de um jumper ou invertendo os fios de abrir e fechar do motor) e inverta também os fios do fim de curso, para que o sensor de abertura pare a abertura.",
      ],
    },
    {
      title: "4. Grave o percurso",
      paragraphs: [
        "Centrais com freio costumam aprender o tempo de percurso. Com o portão fechado, mantenha pressionado o botão de programação do percurso (identificado como PROG, APR ou semelhante, conforme a versão) até o LED piscar e acione o controle ou a botoeira: o portão abre até o fim de curso, e no acionamento seguinte fecha. A central memoriza os tempos e passa a desacelerar antes do ponto de parada.",
        "Se o portão parar antes do ímã durante a gravação, a força está baixa: ajuste como no passo 6 e grave de novo.",
      ],
    },
    {
      title: "5. Programe os controles remotos",
      paragraphs: [
        "Pressione e solte o botão de gravação de controles (GRV, LEARN ou semelhante): o LED da central acende. Aperte o botão do controle que vai acionar o portão; o LED pisca confirmando a gravação. Repita para cada controle.",
        "Para apagar todos os controles (por exemplo, quando um controle foi perdido), mantenha o botão de gravação pressionado por cerca de 10 segundos, até o LED piscar rapidamente, e grave novamente apenas os controles que ficam.",
      ],
      checks: ["Cada controle abre e fecha o portão", "Controles perdidos foram apagados"],
    },
    {
      title: "6. Ajuste a força",
      paragraphs: [
        "O trimpot de FORÇA (ou EMBREAGEM eletrônica) define quanto o motor empurra o portão. Comece com ele no meio e gire aos poucos no sentido horário até o portão completar o percurso sem parar.",
        "Não passe desse ponto. Faça o teste: durante o fechamento, segure o portão com a mão (com cuidado) a meio curso. Ele deve parar ou inverter sem exigir muito esforço. Se for preciso fazer muita força, reduza o ajuste.",
      ],
    },
    {
      title: "7. Ajuste o freio",
      paragraphs: [
        "O trimpot de FREIO define a intensidade da frenagem quando o fim de curso é acionado. Com o freio fraco, o portão passa do ímã e encosta no batente; com o freio forte demais, para com tranco e sacode a estrutura e a cremalheira.",
        "Ajuste em pequenos passos, testando a abertura e o fechamento a cada mudança, até o portão parar a 1 a 3 cm do batente, sem bater e sem tranco. Portões mais pesados pedem mais freio; se o portão continua escorregando com o freio no máximo, reposicione o ímã um pouco antes.",
      ],
      checks: ["Portão para antes do batente nas duas pontas", "Parada sem tranco", "Sem ruído de engrenagem ao frear"],
    },
    {
      title: "8. Ajuste a pausa (fechamento automático)",
      paragraphs: [
        "Se quiser que o portão feche sozinho, use o trimpot de PAUSA para definir quantos segundos ele fica aberto. Use o fechamento automático só com fotocélula instalada e funcionando.",
      ],
    },
    {
      title: "9. Faça o teste de segurança",
      paragraphs: [
        "Feche o portão e, durante o fechamento, passe um objeto (uma caixa de papelão, por exemplo) na frente da fotocélula: o portão deve parar e reabrir. Repita com o objeto parado no caminho: o portão não pode fechar.",
        "Teste o destravamento manual com a chave e trave de novo. Por fim, faça cinco ciclos completos seguidos observando ruído, temperatura do motor e o ponto de parada.",
      ],
      checks: ["Fotocélula faz o portão reabrir", "Portão para ao encontrar obstáculo", "Destravamento manual funciona", "Cinco ciclos sem falha"],
    },
  ] satisfies TutorialStep[],
  troubleshootingHeading: "Problemas na configuração e como resolver",
  troubleshooting: [
    { symptom: "O portão passa do ponto e bate no batente", fix: "Aumente o freio aos poucos ou mova o ímã do fim de curso 1 a 2 cm para trás." },
    {
      symptom: "O portão para no meio do percurso",
      fix: "Força baixa para o peso do portão ou atrito no trilho: limpe o trilho, confira as roldanas e aumente um pouco a força.",
    },
    { symptom: "O portão para com tranco forte", fix: "Freio forte demais: reduza o trimpot de freio." },
    {
      symptom: "O controle não grava",
      fix: "Troque a bateria, confira se o controle é da mesma frequência (433 MHz) e se a memória da central não está cheia.",
    },
    { symptom: "O motor zumbe e não sai do lugar", fix: "Desligue imediatamente: pode ser capacitor fraco ou portão travado. Chame um técnico." },
  ],
  /** The closing line, its last words a link to the service page. */
  closing: { text: "Prefere que um técnico faça?", link: "Conheça nossos serviços de instalação e manutenção" },
} as const;
