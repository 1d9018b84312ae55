import type { FaqItem } from "../../../../app/lib/jsonld";
import { PRICES, VISIT_FEE, WARRANTY, formatPriceRange } from "../../../../app/content/business";

/**
 * The problem pages' starting text (docs/product.md §4.10), seeded into "Páginas do site"
 * (db/seed/page-texts/problems.ts, decision 0043); the site reads the stored rows and this module
 * is read by the seed only. A guide (app/content/problem-guides.ts) says a summary (the page's
 * opening), the usual causes, what a visitor can check safely (its safety note in ./safety.ts),
 * when to call a technician and three questions written for that problem. A variant keeps only
 * its own one-paragraph answer; its page sends the reader to the guide. Prices are slots of
 * "Dados do negócio" (decision 0028), filled when the page is served. Keyed by the keyword text
 * of app/content/problem-keywords.ts.
 */
export type GuideProse = {
  kind: "guide";
  summary: string;
  causes: string[];
  checks: string[];
  call: string;
  faqs: [FaqItem, FaqItem, FaqItem];
  /** The first two sections' headings where the usual "causes" and "safe checks" would misname them (the price guide). */
  headings?: { causes: string; checks: string };
};

/** Another wording of a guide's problem: its own answer. */
export type VariantProse = { kind: "variant"; summary: string };

export type ProblemProse = GuideProse | VariantProse;

type Qa = [string, string];

const k = (summary: string, causes: string[], checks: string[], call: string, faqs: [Qa, Qa, Qa]): GuideProse => ({
  kind: "guide",
  summary,
  causes,
  checks,
  call,
  faqs: faqs.map(([question, answer]) => ({ question, answer })) as [FaqItem, FaqItem, FaqItem],
});

const v = (summary: string): VariantProse => ({ kind: "variant", summary });

const repair = formatPriceRange(PRICES.repair);
const replacement = formatPriceRange(PRICES.replacementResidential);
const heavy = formatPriceRange(PRICES.replacementHeavy);

export const PROBLEM_PROSE: Record<string, ProblemProse> = {
  "motor de portão queimado": k(
    "Motor queimado é o diagnóstico que todo mundo teme, mas nem sempre é o motor: muitas vezes quem queimou foi o capacitor ou a central, peças bem mais baratas.",
    [
      "Bobinas aquecidas além do limite por anos puxando uma folha pesada, emperrada ou fora de prumo.",
      "Surto elétrico em temporal, que costuma atingir primeiro a central.",
      "Capacitor de partida em curto, que deixa o motor sem força para girar.",
    ],
    [
      "Sinta o cheiro perto do motor: cheiro de verniz queimado indica enrolamento danificado.",
      "Veja se a central tem LED aceso; sem LED, o problema pode estar antes do motor.",
      "Com o circuito desligado e o motor solto, arraste a folha de uma ponta à outra: se ela exige força, foi esse peso que aqueceu o motor.",
    ],
    "Motor mudo com a central acesa, ou cheiro de queimado perto dele, é hora da visita, e não adianta insistir no controle. O técnico mede o enrolamento com multímetro: é essa medição que separa um motor queimado de um capacitor ruim ou de uma placa danificada, e evita trocar o conjunto inteiro quando uma peça menor resolve. Se o motor queimou por causa de uma folha pesada, o ajuste do portão vem antes do motor novo, senão ele queima de novo.",
    [
      [
        "Como saber se o motor do portão queimou mesmo?",
        "O técnico mede a resistência do enrolamento. Enrolamento aberto ou em curto confirma motor queimado; valores normais indicam defeito no capacitor, na central ou na alimentação.",
      ],
      [
        "Vale a pena rebobinar o motor queimado?",
        `Em motores residenciais, rebobinar costuma custar perto de um motor novo e não tem a mesma garantia. Quase sempre é melhor trocar por um motor novo: a troca residencial sai aqui por ${replacement}, com a instalação.`,
      ],
      [
        "Como evitar que o motor novo queime?",
        "Portão equilibrado e leve, lubrificação em dia, circuito com disjuntor próprio e protetor contra surtos. Motor forçando é a principal causa de queima.",
      ],
    ],
  ),

  "portão não abre": k(
    "Quando o portão não abre, o defeito pode estar em qualquer elo da cadeia: controle, receptor, central, motor ou a própria folha. O jeito mais rápido de achar o elo quebrado é prestar atenção no que acontece ao apertar o botão: silêncio total, um zumbido curto ou o motor girando sem levar a folha são três consertos diferentes, com preços diferentes.",
    [
      "Pilha do controle fraca, controle que saiu da lista do receptor ou receptor danificado.",
      "Central sem alimentação: disjuntor desarmado, fusível da placa aberto ou fio solto depois de uma obra na casa.",
      "Capacitor de partida fraco: o motor recebe o comando, zumbe e não tem força para arrancar.",
      "Coroa ou pinhão gastos: o eixo gira, mas o movimento não chega até a folha.",
      "Folha emperrada por roldana travada, pedra no trilho ou basculante desequilibrado, mais pesado do que o motor aguenta.",
    ],
    [
      "Aperte a botoeira de dentro de casa ou pegue um segundo controle: se a folha obedece, o defeito está no primeiro controle, não no motor.",
      "Olhe o quadro de luz: religue o disjuntor do portão uma vez só e, se ele cair de novo, deixe desligado.",
      "Com o circuito desligado, solte o motor e empurre a folha: se ela corre leve, a falha é elétrica ou da transmissão; se está dura, o portão precisa de ajuste antes de qualquer peça nova.",
    ],
    `Chame o técnico quando o disjuntor volta a cair, quando o motor zumbe sem girar ou quando a folha continua pesada mesmo solta. Na mensagem, conte qual dos três sinais você percebeu (nenhum som, zumbido ou giro sem movimento): é o que mais ajuda a chegar com a peça certa. Capacitor, controle e receptor ficam no começo da faixa de preço dos consertos (${repair}); coroa e pinhão, no meio dela.`,
    [
      [
        "Aperto o controle e não se ouve nada. Por onde começo?",
        "Sem nenhum som, o comando não chega ao motor. Confira nesta ordem: energia no quadro, luz acesa na placa, a botoeira e um segundo controle. Se a botoeira abre e o controle não, troque a pilha ou peça para recadastrá-lo.",
      ],
      [
        "Escuto o motor girar, mas a folha fica parada. Qual é o defeito?",
        "É mecânico: coroa ou pinhão gastos, ou o motor ficou destravado depois de um uso manual. Confira se a alavanca de destravamento voltou para a posição de uso; se voltou, o reparo é na transmissão.",
      ],
      [
        "Como sair com o carro enquanto o conserto não vem?",
        "Desligue o circuito do portão, solte o motor pela chave e abra a folha com as mãos. Ao terminar, trave de novo: solto, o portão fica livre para qualquer pessoa empurrar.",
      ],
    ],
  ),

  "portão não fecha": k(
    "Um portão que abre normalmente e se recusa a fechar costuma estar fazendo o que foi programado para fazer: proteger quem passa. A central só fecha a folha quando a fotocélula enxerga a passagem livre e quando o motor não encontra resistência no caminho; qualquer um dos dois falhando segura o portão aberto.",
    [
      "Lente da fotocélula coberta de poeira, teia de aranha ou respingo de chuva, ou um vaso, lixeira ou galho no meio do feixe.",
      "Par de sensores desalinhado depois de uma batida de carro ou de uma pintura do muro.",
      "Sensibilidade de esforço ajustada baixa demais na placa: qualquer atrito no trilho é lido como obstáculo.",
      "Batente ou trava de fechamento fora de lugar, fazendo o motor parar antes do fim.",
    ],
    [
      "Passe um pano seco nas duas lentes, uma de cada lado da entrada, e tire da frente o que estiver entre elas.",
      "Acompanhe um fechamento inteiro: se a folha começa a andar e reabre, a placa está recebendo sinal de obstáculo.",
      "Confira a luz indicadora do sensor receptor: apagada ou piscando costuma indicar desalinhamento ou fiação solta.",
    ],
    "Lentes limpas, sensores alinhados e a folha ainda aberta pedem a visita. O técnico mede o sinal dos sensores, testa a fiação até a placa e refaz o ajuste de esforço com o portão em movimento. Em dia de sol baixo vale dizer o horário em que acontece: luz direta na lente receptora é uma causa conhecida e tem solução simples.",
    [
      [
        "Dá para anular o sensor só até o conserto?",
        "Não faça isso. Sem o sensor, a folha fecha sobre uma criança, um animal ou o capô do carro, e a central deixa de proteger quem passa. O certo é limpar, alinhar ou trocar a peça.",
      ],
      [
        "O portão fecha só quando seguro o botão. Por quê?",
        "Algumas centrais entram em modo de segurança quando a fotocélula falha e só fecham com o botão pressionado. É sinal de sensor com defeito.",
      ],
      [
        "O sol pode impedir o portão de fechar?",
        "Pode. Sol forte direto na lente receptora da fotocélula em certos horários confunde o sensor. Inverter a posição dos sensores ou instalar um protetor resolve.",
      ],
    ],
  ),

  "portão abre e fecha sozinho": k(
    "Um portão que se mexe sem ninguém acionar é problema de segurança e precisa de atenção logo. As causas mais comuns estão no receptor, na central ou em um controle com botão preso.",
    [
      "Botão de um controle travado ou com umidade, enviando sinal o tempo todo.",
      "Central com defeito após surto ou umidade.",
      "Botoeira ou interfone com fio em curto.",
    ],
    [
      "Retire as baterias de todos os controles e observe se o problema para.",
      "Verifique se a botoeira interna não está presa.",
      "Note se acontece em dias de chuva: umidade na central ou na fiação é suspeita.",
    ],
    "Chame o técnico quando o movimento continua mesmo sem pilhas nos controles e com a botoeira solta: o comando falso nasce na placa ou nos fios que chegam a ela. Até a visita, deixe o circuito do portão desligado. O técnico abre a central com o circuito desligado, procura oxidação e emendas úmidas, testa o receptor isolado e apaga da memória os controles que ninguém mais usa.",
    [
      [
        "Um estranho consegue abrir o portão com um controle gravado?",
        "Com controles de código fixo, quem capta o sinal pode gravá-lo e repetir. Nos de código rolante o código muda a cada clique, o que dificulta repetir a gravação; trocar receptor e controles por esse tipo reduz o risco.",
      ],
      [
        "Abre e fecha sozinho só quando chove. O que é?",
        "Umidade na central, no receptor ou em emendas da fiação causa comandos falsos. O técnico seca, troca bornes oxidados e melhora a vedação.",
      ],
      [
        "É perigoso continuar usando?",
        "Sim: a folha pode descer sobre alguém ou deixar a casa aberta de madrugada. Até a visita, mantenha o portão fechado, o circuito desligado e passe abrindo pela chave.",
      ],
    ],
  ),

  "controle remoto do portão não funciona": k(
    "Quando só o controle falha e a botoeira abre o portão, o motor está bem: o problema está no controle ou no receptor.",
    ["Bateria do controle fraca ou descarregada.", "Controle descadastrado depois de um reset da central.", "Receptor com defeito ou antena solta."],
    [
      "Veja se o LED do controle acende ao apertar.",
      "Teste outro controle cadastrado no mesmo portão.",
      "Acione pela botoeira para confirmar que motor e central funcionam.",
    ],
    "Nenhum controle funciona, mesmo com pilha nova, e a botoeira abre? Peça a visita: o receptor precisa ser avaliado ou trocado.",
    [
      [
        "Troquei a bateria e o controle continua sem funcionar. E agora?",
        "Pode ter perdido o cadastro ou estar com defeito no circuito. Tente cadastrar de novo; se não responder, o controle precisa ser trocado.",
      ],
      [
        "Nenhum controle funciona, só a botoeira. Qual o problema?",
        "O receptor, que recebe o sinal dos controles, está com defeito ou desconectado da central. É uma peça separada e de troca rápida.",
      ],
      [
        "Controle caiu na água. Tem jeito?",
        "Retire a bateria na hora e deixe secar por um ou dois dias. Se os contatos oxidaram, o controle precisa ser substituído.",
      ],
    ],
  ),

  "motor de portão fazendo barulho": k(
    "Todo motor faz algum ruído, mas barulho novo, mais alto ou diferente é sinal de desgaste em alguma peça, e quanto antes for visto, menor o conserto.",
    [
      "Engrenagem ou rolamentos sem lubrificação.",
      "Roldanas gastas no portão deslizante ou guias secas no basculante.",
      "Fixação do motor solta, que vibra a cada ciclo.",
    ],
    [
      "Observe de onde vem o som: do motor, das roldanas ou do portão batendo.",
      "Com o disjuntor desligado, destrave e mova o portão com a mão: se o barulho continua, está no portão, não no motor.",
      "Veja se há parafusos soltos na base do motor.",
    ],
    "Se o ruído é de raspagem metálica ou estalo dentro do motor, pare de usar e chame o técnico: pode ser engrenagem quebrando.",
    [
      [
        "Que tipo de barulho indica problema grave?",
        "Estalos e raspagem metálica dentro do motor indicam engrenagem danificada. Rangido costuma ser falta de lubrificação; batida no fim indica ajuste de desaceleração.",
      ],
      [
        "Posso passar óleo no motor para parar o barulho?",
        "Não use óleo comum nem spray desengripante na engrenagem: eles escorrem e juntam sujeira. O técnico usa graxa própria nos pontos certos.",
      ],
      ["Motor barulhento vai queimar?", "Não necessariamente, mas o esforço extra de uma peça gasta aquece o motor e reduz sua vida útil."],
    ],
  ),

  "portão automático travado": k(
    "Portão travado, que não se mexe nem com o motor nem com a mão, indica bloqueio mecânico: trilho, roldana, guia ou a própria folha presa.",
    ["Roldana travada ou fora do trilho no portão deslizante.", "Objeto ou pedra no trilho.", "Braço ou articulação do basculante emperrado por ferrugem."],
    [
      "Desligue o disjuntor do portão antes de tocar na folha.",
      "Olhe o trilho de ponta a ponta em busca de obstáculos.",
      "Destrave o motor, confira se a chave realmente o soltou e tente mover o portão com a mão, sem forçar.",
    ],
    "Se o portão continua preso depois de destravado, não force: peças podem se soltar. Chame o técnico.",
    [
      [
        "O portão travou depois de uma pancada do carro. Posso usar?",
        "Não. A pancada pode ter entortado trilho, folha ou braço. Usar o motor assim força engrenagens e pode derrubar o portão.",
      ],
      [
        "Destravei e o portão continua preso. O que fazer?",
        "O bloqueio está no portão: roldana, trilho, guia ou dobradiça. Deixe-o fechado e chame o técnico para soltar com segurança.",
      ],
      ["Como evitar que o portão trave?", "Trilho limpo, roldanas em bom estado e lubrificação das articulações na revisão anual."],
    ],
  ),

  "motor de portão não liga": v("Motor que não dá sinal nenhum — sem som, sem LED — normalmente não está recebendo energia ou teve a central danificada."),

  "portão abre sozinho": k(
    "Portão que abre sem comando recebe um sinal que não deveria: de um controle, da botoeira, do interfone ou de uma central com defeito.",
    [
      "Controle com botão preso no bolso, na bolsa ou no carro.",
      "Fiação da botoeira ou do interfone em curto, especialmente com umidade.",
      "Central com defeito no circuito de comando.",
    ],
    [
      "Retire as baterias dos controles por um dia e veja se o problema continua.",
      "Desconecte a botoeira, se souber identificá-la, com o disjuntor desligado.",
      "Anote horários: se acontece sempre no mesmo horário, pode ser um controle de alguém da casa.",
    ],
    "Se o portão abre sozinho mesmo sem controles e botoeira, a central precisa ser avaliada com urgência: peça a visita e, até lá, mantenha o disjuntor dele desligado.",
    [
      [
        "Meu portão abre sozinho de madrugada. É invasão?",
        "É mais comum ser defeito de fiação ou central, mas por segurança apague os controles do receptor, recadastre só os seus e troque por controles de código rolante.",
      ],
      [
        "Um controle antigo pode estar abrindo meu portão?",
        "Sim, se ele ainda estiver cadastrado. Apagar a memória do receptor e recadastrar apenas os controles em uso resolve.",
      ],
      [
        "O interfone pode abrir o portão sozinho?",
        "Pode, se a fiação entre interfone e central estiver em curto ou molhada. O técnico isola o circuito para testar.",
      ],
    ],
  ),

  "portão fecha sozinho": k(
    "Se o portão fecha sem comando depois de um tempo aberto, pode ser só o fechamento automático programado. Se fecha de forma irregular, há defeito.",
    [
      "Fechamento automático ativado na central, com tempo curto.",
      "Central com defeito enviando comando de fechar.",
      "Portão basculante desequilibrado descendo pelo peso.",
    ],
    [
      "Observe se fecha sempre depois do mesmo tempo: é o fechamento automático.",
      "Veja se o motor funciona ao fechar ou se o portão desce sem barulho de motor.",
      "Confira se alguém alterou a programação da central.",
    ],
    "Se o portão desce sem o motor funcionar, o problema é mecânico (contrapeso ou trava) e pode ser perigoso: chame o técnico.",
    [
      [
        "Dá para aumentar o tempo antes de o portão fechar sozinho?",
        "Sim, o tempo do fechamento automático é ajustado na central, e a fotocélula garante que ele não feche com alguém passando.",
      ],
      [
        "O portão desce sozinho sem o motor ligar. É grave?",
        "É: indica que o motor não está segurando o portão (destravado, coroa gasta) ou que o contrapeso falhou. Mantenha distância e chame o técnico.",
      ],
      ["Posso desligar o fechamento automático?", "Pode, na central. Em condomínios, porém, ele é recomendado para o portão não ficar aberto."],
    ],
  ),

  "portão para no meio": k(
    "Parar no meio do curso é a resposta da central a algo que ela entende como obstáculo ou a uma falha de alimentação.",
    [
      "Força regulada no limite: o portão pesa um pouco mais num trecho e a central interpreta como obstáculo.",
      "Trilho com ponto amassado ou roldana travando.",
      "Fim de curso falhando e desligando o motor antes da hora.",
    ],
    [
      "Veja se o portão para sempre no mesmo ponto: isso aponta para o trilho ou a folha.",
      "Desligue o disjuntor, destrave, mova o portão e sinta se há um ponto mais pesado.",
      "Observe se algo cruza a fotocélula no momento da parada.",
    ],
    "Se o portão para sempre no mesmo lugar mesmo com o trilho limpo, chame o técnico para corrigir o trilho ou reajustar a central.",
    [
      [
        "Por que o portão para sempre no mesmo ponto?",
        "Quase sempre há um ponto de atrito ali: trilho amassado, roldana travando ou folha raspando. Aumentar a força esconde o problema e desgasta o motor.",
      ],
      [
        "O portão para no meio em dias de vento. É normal?",
        "Portões de chapa cheia pegam vento e a central pode interpretar como obstáculo. Ajuste fino de força ou um motor com mais torque resolvem.",
      ],
      ["Posso aumentar a força para o portão não parar?", "Só um técnico deve fazer isso: força alta demais anula a proteção contra esmagamento."],
    ],
  ),

  "portão volta sozinho ao fechar": k(
    "O portão começa a fechar e reabre: é o sistema de segurança detectando obstáculo. A questão é descobrir se o obstáculo é real ou um sensor com defeito.",
    [
      "Fotocélula desalinhada, suja ou com o feixe interrompido por planta ou objeto.",
      "Sensibilidade da inversão muito alta.",
      "Portão pesado no fim do curso, forçando o motor.",
    ],
    ["Limpe e confira o alinhamento da fotocélula.", "Corte galhos e retire objetos próximos à passagem.", "Observe se volta sempre no mesmo ponto do curso."],
    "Sensores limpos e alinhados e o portão ainda volta? É hora de ajustar a central e verificar o esforço do portão.",
    [
      [
        "O portão volta só à noite. Por quê?",
        "Insetos atraídos pela luz pousam na fotocélula, e o orvalho embaça a lente. Limpeza e um protetor no sensor resolvem.",
      ],
      [
        "Volta sempre pertinho de fechar. O que pode ser?",
        "Fim de curso de fechamento desregulado ou portão raspando no batente. A central entende o esforço como obstáculo e inverte.",
      ],
      ["É seguro desativar a inversão?", "Não. A inversão é a proteção contra esmagamento e deve continuar ativa."],
    ],
  ),

  "portão automático lento": k(
    "Portão que ficou mais lento do que era indica esforço maior ou perda de força do motor; se sempre foi lento, pode ser só o modelo.",
    [
      "Falta de lubrificação e roldanas gastas aumentando o atrito.",
      "Capacitor enfraquecido, que reduz a força do motor.",
      "Tensão baixa na rede ou fiação fina demais.",
    ],
    [
      "Compare com o tempo de antes ou com o tempo de abertura que a página do seu modelo informa no catálogo.",
      "Com o disjuntor desligado e o motor destravado, o portão deve correr leve com a mão.",
      "Veja se fica mais lento com o motor quente.",
    ],
    "Se a lentidão continua com o trilho limpo, ou veio aos poucos ao longo dos meses, agende uma revisão: lubrificação e teste do capacitor costumam resolver.",
    [
      [
        "Meu portão sempre foi lento. Dá para deixar mais rápido?",
        "A velocidade é do motor: para ganhar tempo é preciso trocar por um modelo de faixa mais rápida, Speedy ou Jetflex.",
      ],
      [
        "Capacitor fraco deixa o portão lento?",
        "Sim. O capacitor ajuda o motor a partir e a manter o torque; enfraquecido, o motor gira mais devagar e aquece.",
      ],
      [
        "Ficou lento depois do inverno. Tem relação?",
        "A graxa endurece com o frio e a sujeira acumulada aumenta o atrito. Uma limpeza e relubrificação costumam resolver.",
      ],
    ],
  ),

  "motor de portão esquentando": k(
    "Motor quente ao toque depois de alguns ciclos é normal; motor que desliga por superaquecimento ou tem cheiro forte não é.",
    ["Portão pesado ou desalinhado forçando o motor.", "Uso acima dos ciclos por hora que o modelo suporta.", "Capacitor fraco ou tensão baixa."],
    [
      "Conte quantas vezes o portão abre por hora nos horários de pico.",
      "Depois que o motor esfriar, desligue o disjuntor e destrave: o portão deve se mover com pouco esforço.",
      "Observe se o motor para de funcionar depois de vários ciclos seguidos e volta após esfriar.",
    ],
    "Motor que desarma por calor, ou que não dá para tocar de tão quente, precisa de visita: o técnico verifica o portão e o capacitor e avalia se o modelo é adequado ao uso.",
    [
      [
        "Quanto o motor pode esquentar?",
        "Ficar morno ou quente ao toque depois de uso seguido é normal. Se você não consegue manter a mão ou sente cheiro de queimado, desligue e chame o técnico.",
      ],
      [
        "O motor para depois de muitas aberturas e volta depois. O que é?",
        "É a proteção térmica agindo: o motor está trabalhando além do que suporta. Comum em prédios com motor residencial.",
      ],
      ["Qual motor aguenta uso intenso?", "Modelos de uso intensivo, como o PPA Condominium, feitos para o vai e vem de condomínios."],
    ],
  ),

  "motor de portão desarmando o disjuntor": k(
    "Disjuntor que desarma quando o portão é acionado indica corrente acima do normal: curto, umidade ou motor travado.",
    [
      "Motor travado ou forçando, puxando corrente demais.",
      "Umidade ou fio descascado em curto.",
      "Disjuntor subdimensionado ou dividido com outros equipamentos.",
    ],
    [
      "Veja se o disjuntor desarma na hora de ligar ou só quando o portão se move.",
      "Lembre se choveu: água na caixa de passagem é causa comum.",
      "Confira se o disjuntor é exclusivo do portão.",
    ],
    "Não religue o disjuntor repetidas vezes: chame o técnico para localizar o curto antes que ele danifique a central.",
    [
      [
        "O disjuntor cai só quando chove. Por quê?",
        "Água chegando à fiação, à caixa de passagem ou ao motor. É preciso secar, isolar emendas e vedar a caixa.",
      ],
      ["Posso trocar por um disjuntor maior?", "Não. O disjuntor protege a fiação; trocar por um maior esconde o problema e cria risco de incêndio."],
      [
        "O disjuntor cai no meio do curso. O que pode ser?",
        "O motor está forçando em algum ponto: portão travando, engrenagem danificada ou capacitor em curto.",
      ],
    ],
  ),

  "motor de portão zumbindo e não abre": v(
    "Zumbido sem movimento é o sintoma clássico de capacitor queimado: o motor recebe energia, mas não consegue partir.",
  ),

  "placa do motor de portão queimada": k(
    "A placa (central de comando) é a parte mais sensível do portão a surtos e umidade. Com ela queimada, o motor não recebe comando nenhum.",
    [
      "Surto elétrico em temporal ou na volta da energia.",
      "Umidade ou insetos dentro da caixa da central.",
      "Curto provocado por motor ou capacitor com defeito.",
    ],
    [
      "Veja se há LED aceso na central.",
      "Com o disjuntor desligado, observe se há marcas escuras ou cheiro de queimado na placa.",
      "Lembre se houve temporal ou obra elétrica recente.",
    ],
    "Placa apagada com energia chegando, ou com marcas de queimado, é caso de visita. A troca de placa exige configurar fim de curso, força e controles de novo.",
    [
      [
        "Dá para consertar a placa ou precisa trocar?",
        "Alguns componentes podem ser reparados, mas a troca por placa nova original costuma sair mais confiável e com garantia.",
      ],
      [
        "Perco meus controles ao trocar a placa?",
        "Os controles precisam ser cadastrados de novo na placa nova. Se forem do mesmo padrão, os mesmos controles continuam servindo.",
      ],
      ["Como proteger a placa nova?", "Protetor contra surtos no circuito do portão, aterramento, caixa bem vedada e disjuntor exclusivo."],
    ],
  ),

  "central do portão queimada": k(
    "Central e placa são a mesma peça: o módulo que recebe os comandos e aciona o motor. Quando queima, o portão para por completo ou passa a agir de forma errática.",
    ["Descarga elétrica próxima ou oscilação da rede.", "Infiltração de água na caixa.", "Componentes envelhecidos em centrais com muitos anos de uso."],
    [
      "Confira o disjuntor e se a central tem alimentação.",
      "Observe se o LED pisca de forma estranha ou não acende.",
      "Verifique se a caixa da central está molhada ou com insetos.",
    ],
    "Desligue o disjuntor e chame o técnico para confirmar o diagnóstico antes de comprar uma central nova.",
    [
      [
        "Qualquer central serve no meu motor?",
        "Não. A central precisa ser compatível com o motor e com o tipo de fim de curso. Prefira a original do fabricante.",
      ],
      [
        "A central queimou de novo depois de trocada. Por quê?",
        "Há uma causa que continua lá: curto no motor, fiação molhada ou falta de proteção contra surtos.",
      ],
      ["Quanto custa trocar a central?", `A troca entra na faixa de conserto, ${repair}, com a configuração do percurso e dos controles incluída.`],
    ],
  ),

  "capacitor do motor de portão queimado": v(
    "O capacitor dá o impulso de partida ao motor monofásico. Quando falha, o motor zumbe, gira fraco ou só parte com um empurrão no portão.",
  ),

  "fim de curso do portão desregulado": k(
    "O fim de curso diz à central onde o portão deve parar. Desregulado, o portão para antes, passa do ponto ou bate no batente.",
    ["Ímã ou came do fim de curso deslocado por vibração.", "Fim de curso mecânico gasto.", "Cremalheira solta, que muda a posição relativa do portão."],
    [
      "Observe se o portão para antes do ponto ou bate no fim.",
      "No deslizante, veja se os ímãs de fim de curso continuam firmes na cremalheira.",
      "Note se o problema apareceu depois de uma pancada.",
    ],
    "Portão que passa do ponto, bate no batente ou para antes do fim pede o técnico. O ajuste é simples para ele, mas mal feito faz o portão bater ou sair do trilho.",
    [
      [
        "O portão está parando antes de abrir todo. É o fim de curso?",
        "É a causa mais provável. O ímã ou came de abertura saiu da posição e precisa ser reajustado.",
      ],
      ["O portão passa do ponto e bate. Pode estragar?", "Pode: as batidas desgastam a engrenagem e podem tirar o portão do trilho. Ajuste logo."],
      [
        "Fim de curso magnético é melhor que mecânico?",
        "O magnético não tem contato físico e sofre menos com desgaste e poeira; o mecânico é simples e fácil de trocar. Ambos funcionam bem ajustados.",
      ],
    ],
  ),

  "sensor do portão com defeito": k(
    "Sensores do portão incluem a fotocélula, os fins de curso e, em alguns modelos, sensores de presença. Com defeito, o portão não fecha, para ou volta sem motivo.",
    ["Lentes sujas ou sensores desalinhados.", "Fiação rompida ou oxidada.", "Sensor danificado por pancada ou chuva."],
    [
      "Limpe as lentes e confira se os LEDs acendem.",
      "Veja se os suportes dos sensores não foram entortados.",
      "Observe se o defeito aparece em dias de chuva.",
    ],
    "Se limpar e alinhar não resolve, peça a visita: o técnico testa cada sensor e a fiação até a central.",
    [
      [
        "Como saber qual sensor está com defeito?",
        "O comportamento indica: se não fecha, suspeite da fotocélula; se para fora do lugar, do fim de curso. O técnico confirma com teste na central.",
      ],
      [
        "Sensor de portão pode ser trocado por outro modelo?",
        "Fotocélulas costumam ser compatíveis entre marcas se a alimentação e o tipo de contato forem iguais. O técnico verifica antes.",
      ],
      ["Posso ficar sem sensor até consertar?", "Não é recomendado. Sem a fotocélula o portão pode fechar sobre alguém."],
    ],
  ),

  "fotocélula do portão não funciona": k(
    "Com a fotocélula sem funcionar, a central não sabe se a passagem está livre e, por segurança, costuma impedir o fechamento.",
    ["Lente suja, embaçada ou com teia de aranha.", "Transmissor e receptor desalinhados.", "Falta de alimentação ou sensor queimado."],
    [
      "Limpe as duas lentes com pano seco.",
      "Verifique se o LED do receptor acende e se apaga quando você passa a mão.",
      "Confira se os suportes não foram entortados.",
    ],
    "LED apagado com o portão ligado é sinal para chamar o técnico: ele testa a alimentação e troca o sensor se for preciso.",
    [
      [
        "Como alinhar a fotocélula?",
        "Os dois sensores precisam estar na mesma altura e de frente um para o outro. Ajuste até o LED do receptor indicar o feixe; em dúvida, chame o técnico.",
      ],
      ["Fotocélula queima com chuva?", "Modelos próprios para área externa suportam chuva, mas infiltração por tampa quebrada causa falhas."],
      ["Uma fotocélula basta?", "Para casas, um par na passagem do carro é o padrão. Portões largos ou de condomínio podem precisar de dois pares."],
    ],
  ),

  "portão basculante pesado": k(
    "Um basculante que ficou pesado perdeu o equilíbrio: contrapeso ou molas não compensam mais o peso da folha, e o motor passa a levantar tudo sozinho.",
    ["Molas cansadas ou contrapeso desregulado.", "Folha que ganhou peso com reforma ou revestimento.", "Articulações e guias sem lubrificação."],
    [
      "De longe, sem mexer, observe se algum cabo, corrente ou mola está frouxo, partido ou fora do lugar: se estiver, pare aqui e chame o técnico.",
      "Verifique se houve reforma que acrescentou peso à folha.",
      "Só com cabos e molas inteiros e o disjuntor desligado, destrave, leve a folha até o meio do curso com as duas mãos e alivie aos poucos: ela deve ficar parada. Se descer, segure, baixe até o fim e trave de novo.",
    ],
    "Ajuste de contrapeso e molas envolve peças sob tensão: chame o técnico.",
    [
      [
        "Posso colocar um motor mais forte em vez de equilibrar?",
        "Não é o ideal. Mesmo um motor forte se desgasta levantando peso desequilibrado. O certo é equilibrar e, se a folha ficou mais pesada, escolher o motor pelo novo peso.",
      ],
      [
        "Revesti o portão de madeira e ele ficou pesado. E agora?",
        "Contrapeso ou molas precisam ser recalculados. Se passar do limite do motor, considere um modelo reforçado.",
      ],
      ["Portão pesado queima o motor?", "Com o tempo, sim: o esforço extra aquece o motor e gasta a engrenagem."],
    ],
  ),

  "portão basculante torto": k(
    "Basculante torto sobe de um lado antes do outro, raspa nas guias e faz o motor forçar. Geralmente um dos lados perdeu a regulagem ou sofreu uma pancada.",
    ["Pancada de carro em um dos lados.", "Cabo ou corrente de um lado esticado ou partido.", "Braço lateral com parafuso solto."],
    [
      "Observe de longe se a folha sobe inclinada.",
      "Sem tocar neles, veja se os dois cabos ou correntes parecem igualmente esticados.",
      "Procure marcas de raspagem nas guias.",
    ],
    "Não use o motor com o portão torto: ele pode travar ou cair. Chame o técnico para alinhar.",
    [
      [
        "Portão torto pode cair?",
        "Se o lado torto perdeu o cabo ou a articulação, sim. Deixe-o fechado e travado, sem energia no circuito, e não o abra nem com a mão até a avaliação.",
      ],
      [
        "O alinhamento resolve ou preciso trocar o portão?",
        "Na maioria dos casos, realinhar braços, cabos e guias resolve. Só folhas muito deformadas precisam de serralheiro.",
      ],
      ["O motor estragou por causa do portão torto?", "Pode ter sofrido desgaste extra. Depois do alinhamento, o técnico testa a engrenagem e a força."],
    ],
  ),

  "portão basculante não sobe": k(
    "Se o basculante não sobe mas o motor funciona, a força não está chegando à folha ou o portão está pesado demais para ele.",
    ["Engrenagem (coroa) gasta, girando em falso.", "Braço de transmissão solto.", "Contrapeso desregulado ou mola partida."],
    [
      "De longe e sem passar por baixo da folha, olhe as molas e os cabos de aço dos dois lados: mola partida, cabo frouxo ou fora da roldana encerra a verificação aqui.",
      "Acione uma vez só, com ninguém embaixo do portão, e escute: motor girando sem a folha mover indica transmissão.",
      "Desligue o disjuntor do portão e veja se o braço de transmissão está preso nos dois pontos, no motor e na folha.",
      "Só com molas e cabos inteiros e o disjuntor desligado, destrave e levante a folha um palmo com as duas mãos: se pesa demais, é equilíbrio. Baixe devagar e trave de novo.",
    ],
    "Molas, cabos de aço e contrapeso são trabalho do técnico: o morador não solta, não estica, não troca e não levanta o portão à força com uma dessas peças partida. Chame quando vir mola ou cabo danificado, quando o motor gira sem levar a folha ou quando ela pesa demais destravada.",
    [
      ["O motor funciona mas o portão não sobe. É a engrenagem?", "É a causa mais comum. A coroa de nylon se desgasta e o motor passa a girar em falso."],
      [
        "O portão sobe só até a metade e desce. O que é?",
        "Provavelmente equilíbrio: o motor não vence o peso no ponto mais pesado do curso. Verifique contrapeso e molas.",
      ],
      [
        "Posso levantar com a mão enquanto espero o técnico?",
        "Só com molas e cabos inteiros e o disjuntor desligado; se estiver leve depois de destravado, sim, trave de novo ao terminar. Se estiver pesado, não force: uma mola partida pode fazer a folha cair.",
      ],
    ],
  ),

  "portão basculante descendo sozinho": v(
    "O basculante que desce sozinho, sem comando, não está sendo segurado pelo motor ou perdeu o contrapeso. É uma das situações mais perigosas com portão.",
  ),

  "portão deslizante saindo do trilho": k(
    "Portão deslizante que sai do trilho pode tombar. O problema está quase sempre nas roldanas, no trilho ou nas guias superiores.",
    [
      "Roldanas gastas, com o canal achatado ou o rolamento solto, que deixam a folha escorregar de lado.",
      "Trilho torto, afundado no piso ou com terra e pedrisco acumulados.",
      "Guia superior solta ou com o rolete quebrado, deixando a folha inclinar.",
    ],
    [
      "Pare de usar e afaste pessoas da folha.",
      "Olhe o trilho e as roldanas em busca de desgaste ou obstáculos.",
      "De longe, sem encostar na folha, veja se ela continua vertical ou se já pende para a rua ou para dentro.",
    ],
    "Portão fora do trilho é perigoso: chame o técnico para recolocar e corrigir a causa.",
    [
      ["Posso recolocar o portão no trilho sozinho?", "Não é recomendado. A folha é pesada e pode tombar. O técnico recoloca com segurança e corrige a causa."],
      ["Por que o portão sai sempre no mesmo ponto?", "Naquele ponto o trilho está torto, há uma emenda desnivelada ou a guia superior não segura a folha."],
      ["Trocar roldanas resolve?", "Se elas estiverem gastas, sim. Roldanas novas e guia superior firme mantêm o portão no trilho."],
    ],
  ),

  "cremalheira do portão quebrada": v(
    "A cremalheira é a barra dentada presa ao portão deslizante. Com dentes quebrados ou segmento solto, o motor gira e o portão não anda naquele trecho.",
  ),

  "engrenagem do motor de portão quebrada": v(
    "Com a engrenagem interna quebrada, o motor gira mas não transmite força: o portão não se move ou se move aos trancos.",
  ),

  "coroa do motor de portão gasta": v(
    "A coroa é a engrenagem de nylon que recebe o movimento do eixo do motor. É a peça de desgaste mais comum em motores de portão.",
  ),

  "portão automático sem força": v(
    "Motor sem força é aquele que para no meio, não vence o portão em subida ou só funciona com ajuda. Ou o motor enfraqueceu, ou o portão ficou mais pesado.",
  ),

  "portão automático não obedece o controle": v(
    "O portão funciona pela botoeira mas ignora o controle, ou obedece só às vezes: o problema está na comunicação entre controle e receptor.",
  ),

  "controle do portão com alcance curto": v(
    "Precisar chegar colado ao portão para o controle funcionar é incômodo e inseguro. Quase sempre é bateria ou antena.",
  ),

  "clonar controle de portão": k(
    "Clonar é copiar o código de um controle para outro. Dá certo com controles de código fixo; no sistema de código rolante, o que se faz é cadastrar no receptor um controle novo e compatível.",
    [
      "Código fixo: pode ser copiado por controles copiadores.",
      "Código rolante: cada clique gera um código novo, o que torna a cópia bem mais difícil.",
      "Controles multimarca nem sempre são compatíveis com o receptor.",
    ],
    [
      "Descubra se o seu controle é de código fixo ou rolante (veja o modelo ou pergunte ao técnico).",
      "Tenha o controle original em mãos.",
      "Verifique se o receptor tem espaço para novos controles.",
    ],
    "Chame o técnico quando a cópia não funciona no seu portão ou você não sabe se o sistema é de código fixo: ele cadastra um controle novo direto no receptor. Se o seu sistema é de código fixo, considere trocar por código rolante: é mais seguro do que clonar.",
    [
      [
        "É seguro clonar controle?",
        "Se um controle pode ser clonado, alguém com um scanner também pode copiá-lo. Sistemas de código rolante são mais seguros.",
      ],
      ["Como ter um controle a mais com código rolante?", "Cadastrando um controle novo e compatível no receptor; não é preciso copiar o código de outro."],
      ["Quantos controles posso ter?", "Depende da memória do receptor; a maioria aceita dezenas de controles."],
    ],
  ),

  "programar controle de portão": k(
    "Programar é cadastrar o controle no receptor para que o portão passe a obedecê-lo. O procedimento muda conforme a central, mas segue a mesma lógica.",
    ["Controle novo ainda não cadastrado.", "Memória do receptor apagada por reset ou troca de central.", "Controle incompatível com o receptor."],
    [
      "Tenha acesso à central ou ao receptor (botão de programação).",
      "Verifique se o controle é compatível com o sistema.",
      "Troque a bateria antes de cadastrar.",
    ],
    "Se o receptor não entra em modo de programação ou o controle não é aceito, chame o técnico.",
    [
      [
        "Como se programa um controle de portão?",
        "Em geral, aperta-se o botão de programação do receptor e, em seguida, o botão do controle; um LED confirma o cadastro. O passo exato depende do modelo.",
      ],
      ["Programei e não funcionou. E agora?", "O controle pode ser incompatível, estar com bateria fraca ou a memória estar cheia."],
      [
        "Posso apagar um controle perdido?",
        "Na maioria dos receptores só é possível apagar todos e recadastrar os que ficaram. Vale fazer isso sempre que um controle se perder.",
      ],
    ],
  ),

  "bateria do controle do portão fraca": v(
    "Bateria fraca é a causa número um de controle falhando. O primeiro sinal é o alcance diminuindo ou ter que apertar várias vezes.",
  ),

  "receptor do portão com defeito": v("O receptor recebe o sinal dos controles e avisa a central. Com defeito, nenhum controle funciona, mas a botoeira sim."),

  "portão automático dando choque": k(
    "Portão que dá choque tem fuga de corrente para a estrutura metálica. É risco real de acidente grave e precisa de atenção imediata.",
    ["Fio descascado encostando na estrutura do portão ou do motor.", "Falta de aterramento.", "Umidade dentro do motor ou da central."],
    [
      "Desligue o disjuntor do portão e não toque na folha até a avaliação.",
      "Se o choque continua com esse disjuntor desligado, desligue a chave geral do quadro: a fuga vem de outro circuito.",
      "Avise todos da casa ou do prédio.",
      "Não tente localizar o fio sozinho.",
    ],
    "Chame o técnico com urgência: é preciso localizar a fuga, isolar e aterrar o sistema.",
    [
      [
        "Choque no portão é perigoso mesmo?",
        "Sim. A estrutura metálica energizada pode causar acidente grave, ainda mais com a pessoa molhada. Desligue o disjuntor.",
      ],
      [
        "Por que só dá choque quando chove?",
        "A água cria caminho para a corrente entre um fio danificado e a estrutura. O problema existe mesmo com tempo seco.",
      ],
      [
        "Aterramento resolve?",
        "Ajuda, mas não sozinho. O aterramento dá caminho à corrente de fuga, e quem desliga o circuito nessa hora é o DR (interruptor diferencial-residual) do quadro: o disjuntor comum protege contra sobrecarga e quase nunca desarma com uma fuga. Sem DR no quadro, vale instalar um. E o fio danificado precisa ser reparado.",
      ],
    ],
  ),

  "motor de portão molhado depois da chuva": k(
    "Água no motor ou na central depois de temporal pode causar curto e queimar a placa se o portão for acionado antes de secar.",
    ["Motor deslizante instalado rente ao chão em local que alaga.", "Caixa da central sem vedação.", "Tubulação que leva água até o motor."],
    ["Desligue o disjuntor do portão.", "Use a chave de destravamento para abrir manualmente.", "Não ligue até secar e ser verificado."],
    "Chame o técnico antes de religar o portão, se entrou água no motor ou na central, ou se o disjuntor desarma depois da chuva. Ele seca, testa o isolamento do motor e da central e, se necessário, eleva a base e veda as entradas de água.",
    [
      ["Depois de quanto tempo posso ligar o motor molhado?", "Só depois de seco e testado. O tempo varia; o teste de isolamento é que diz se é seguro."],
      ["O motor molhado queimou?", "Nem sempre. Se não foi ligado molhado, muitas vezes basta secar e limpar."],
      ["Como evitar que molhe de novo?", "Base elevada para o motor, caixa de passagem vedada e tubulação com curva para baixo."],
    ],
  ),

  "portão não funciona depois de queda de energia": v(
    "Quando a energia volta, o portão pode não funcionar porque o disjuntor desarmou, a central perdeu a programação ou o pico de retorno a danificou.",
  ),

  "como abrir portão automático sem energia": v(
    "Sem energia, o portão automático é aberto manualmente com a chave de destravamento, que solta o motor da folha.",
  ),

  "destravar motor de portão": k(
    "O destravamento separa o motor do portão para que ele seja aberto com a mão. Saber fazer isso evita ficar preso dentro ou fora de casa.",
    [
      "Falta de energia na rua ou disjuntor desarmado, sem nobreak para manter o portão funcionando.",
      "Defeito no motor ou na central que impede o comando.",
      "Manutenção do portão.",
    ],
    [
      "Desligue o disjuntor do portão antes de destravar.",
      "Localize a chave de destravamento: costuma ficar guardada com o manual ou com os controles reserva.",
      "Encaixe a chave no motor (no basculante, em geral no corpo do motor; no deslizante, em uma tampa na lateral) e gire até liberar.",
      "Mova o portão devagar, com a mão; sem o motor ele pode estar mais pesado. No basculante, só destrave com molas e cabos inteiros e segure a folha: desequilibrada, ela pode descer de uma vez.",
      "Para voltar ao normal, feche o portão, gire a chave de volta para travar, religue o disjuntor e teste com o controle.",
    ],
    "Se a chave gira mas o portão não solta, ou se a chave se perdeu, chame o técnico e não force a folha nem o mecanismo com ferramentas improvisadas. A chave é específica do modelo de motor: o técnico fornece uma compatível e, se preciso, troca o cilindro do destravamento.",
    [
      ["Destravar pode estragar o motor?", "Não, se feito com a chave correta e o disjuntor desligado."],
      ["O portão basculante cai quando destravado?", "Se estiver equilibrado, não: fica parado onde você soltar. Se cair, o contrapeso precisa de ajuste."],
      ["Existe forma de abrir sem destravar?", "Só com nobreak. Sem energia e sem nobreak, o destravamento manual é o caminho."],
    ],
  ),

  "chave de destravamento do portão perdida": v(
    "Sem a chave de destravamento, uma falta de energia pode deixar o carro preso. Dá para conseguir uma chave compatível.",
  ),

  "portão automático batendo forte": v(
    "Portão que bate forte no fim do curso está chegando rápido demais ou passando do ponto. Cada batida castiga a engrenagem e a estrutura.",
  ),

  "portão automático fazendo barulho ao fechar": v(
    "Se o barulho aparece só no fechamento, o ponto de atrito está no trecho final do curso ou no encontro com o batente.",
  ),

  "portão rangendo": v("Rangido é o som típico de metal contra metal sem lubrificação: dobradiças, articulações, roldanas ou guias secas."),

  "trilho do portão deslizante sujo": v(
    "Trilho sujo é a causa mais simples e mais negligenciada de problemas no portão deslizante: aumenta o atrito, trava roldanas e faz o portão parar.",
  ),

  "roldana do portão deslizante gasta": v("Roldanas gastas deixam o portão pesado, barulhento e podem tirá-lo do trilho. São peças baratas de trocar."),

  "braço do portão pivotante quebrado": v(
    "O braço articulado transmite o movimento do motor para a folha pivotante. Quebrado, o portão não abre ou fica solto.",
  ),

  "portão pivotante não fecha": v("O pivotante que não fecha pode estar sendo impedido pela fotocélula, pelo vento, pela trava ou por um braço desregulado."),

  "portão de garagem não abre": v(
    "Portão de garagem que não abre deixa o carro preso. Primeiro resolva a saída com o destravamento; depois investigue a causa com calma.",
  ),

  "portão de garagem emperrado": v(
    "Emperrado é o portão que se move com dificuldade, aos trancos ou para. A causa costuma estar no próprio portão, não no motor.",
  ),

  "motor de portão ppa não funciona": k(
    "Motores PPA são robustos e com peças fáceis de encontrar. Quando param, o diagnóstico segue a ordem: energia, central, capacitor, motor e transmissão.",
    ["Central sem alimentação ou queimada.", "Capacitor danificado.", "Coroa gasta na transmissão."],
    ["Confira o disjuntor e o LED da central PPA.", "Teste com a botoeira e com outro controle.", "Escute se o motor zumbe, gira ou fica em silêncio."],
    "Se o motor PPA segue parado com energia na central e pilha nova nos controles, peça a visita. Enquanto ela não vem, a chave de destravamento PPA libera a folha para abrir e fechar à mão; trave outra vez depois de cada uso.",
    [
      ["Vocês trabalham com peças originais PPA?", "Sim, usamos peças originais PPA na manutenção e no conserto."],
      [
        "Meu motor PPA é antigo. Ainda tem conserto?",
        "Na maioria dos casos sim, pois as peças de desgaste (coroa, capacitor, central) continuam disponíveis. Se não compensar, há modelos PPA atuais para troca.",
      ],
      ["O controle do PPA antigo funciona no novo?", "Depende da geração do receptor. O técnico verifica e, se preciso, cadastra controles novos."],
    ],
  ),

  "motor ppa home não abre": v(
    "O PPA Home é o motor basculante residencial mais comum. Quando não abre, o problema costuma estar na alimentação, no capacitor ou na coroa.",
  ),

  "motor ppa jetflex com defeito": v(
    "O Jetflex é a faixa mais rápida da linha basculante PPA, com aceleração e desaceleração controladas pela central. Defeitos costumam envolver ajuste de central ou desgaste de transmissão.",
  ),

  "placa ppa com defeito": v(
    "A placa (central) PPA controla motor, fim de curso, controles e fotocélula. Com defeito, o portão para, age de forma errática ou não reconhece controles.",
  ),

  "led da central do portão piscando": v(
    "O LED da central indica o estado do portão. Piscar fora do padrão costuma sinalizar sensor acionado, fim de curso ou falha de programação.",
  ),

  "portão abre só até a metade": v(
    "Portão que abre só até a metade está sendo parado pela central: fim de curso, força no limite ou um ponto de atrito no caminho.",
  ),

  "portão inverte o sentido sozinho": v(
    "Inverter o sentido é a reação da central a um obstáculo. Quando acontece sem obstáculo, a sensibilidade ou os sensores estão errados.",
  ),

  "portão automático não para": v(
    "Portão que não para no fim e continua forçando perdeu a referência do fim de curso. É preciso agir logo para não danificar motor e portão.",
  ),

  "portão automático abre devagar": v("Abrir devagar pode ser característica do motor ou sinal de perda de força. Compare com o tempo normal do seu modelo."),

  "motor de portão com cheiro de queimado": v(
    "Cheiro de queimado é sinal de superaquecimento do enrolamento ou de componente da central. Pare de usar imediatamente.",
  ),

  "motor de portão vazando óleo": v(
    "Alguns motores têm redutor em banho de óleo. Vazamento indica retentor ou vedação gasta e, se continuar, a engrenagem trabalha seca.",
  ),

  "motor de portão não trava": v(
    "Com o motor travado, o portão não pode ser empurrado com a mão. Se ele cede, o destravamento ficou aberto ou a transmissão está gasta.",
  ),

  "trava eletromagnética do portão não funciona": v(
    "A trava eletromagnética segura a folha fechada por um eletroímã. Sem funcionar, o portão pode ser aberto empurrando ou não fechar firme.",
  ),

  "corrente do portão basculante solta": v("Em basculantes com contrapeso por corrente, uma corrente solta desequilibra a folha e pode fazê-la cair."),

  "cabo de aço do portão basculante partido": v(
    "O cabo de aço sustenta o contrapeso ou trabalha com as molas do basculante. Partido, o portão perde o equilíbrio de um lado e pode cair.",
  ),

  "mola do portão basculante quebrada": v("As molas compensam o peso do basculante. Com uma quebrada, o portão fica pesado, torto ou desce de repente."),

  "botoeira do portão não funciona": v(
    "A botoeira é o botão com fio que aciona o portão. Se só ela falha, o problema está no botão ou na fiação até a central.",
  ),

  "interfone não abre o portão": k(
    "Quando o interfone deixa de abrir o portão, a ligação entre o interfone e a central ou a fechadura falhou.",
    ["Fiação entre interfone e central rompida.", "Relé do interfone com defeito.", "Configuração alterada na central."],
    ["Teste o portão pelo controle e pela botoeira.", "Veja se o interfone funciona para conversa.", "Verifique se houve obra ou troca de interfone."],
    "Chame o técnico de portão quando a botoeira e o controle abrem o portão e só o interfone não: ele verifica a integração com a central; defeitos do interfone em si podem exigir o técnico do interfone.",
    [
      [
        "O interfone fala, mas não abre. Por quê?",
        "A parte de áudio é separada do comando de abertura. O defeito está no relé do interfone ou na fiação até a central.",
      ],
      ["Troquei o interfone e o portão parou de abrir. O que fazer?", "O novo interfone precisa ser ligado na entrada correta da central."],
      ["Interfone abre o portão do carro ou só o social?", "Depende da instalação: pode acionar a fechadura social, o motor da garagem ou ambos."],
    ],
  ),

  "conserto urgente de portão automático": k(
    "Portão quebrado não escolhe hora. O primeiro passo é deixar tudo seguro e a saída liberada; o conserto vem em seguida.",
    ["Carro preso na garagem, ou do lado de fora, com a folha parada.", "Portão aberto que não fecha, deixando a casa exposta.", "Portão se movendo sozinho."],
    [
      "Antes de tudo, corte a energia do portão no quadro de luz.",
      "Solte o motor pela alavanca ou chave de destravamento e mova a folha devagar, sem forçar se ela prender; num basculante com mola ou cabo de aço rompido, deixe a folha como está até o técnico chegar.",
      "Se o portão está aberto e não fecha, feche-o com a mão, com o motor destravado, e trave de novo.",
    ],
    "Chame logo quando o imóvel ficou aberto, o carro ficou preso ou a folha se mexe sozinha. Junte ao pedido o modelo escrito na plaqueta do motor, uma foto do portão parado e o bairro. Com isso a visita já sai com a peça provável no carro, o que encurta o conserto; a ordem das visitas do dia dá preferência a quem ficou com o imóvel aberto, com o carro preso ou com a folha se mexendo sozinha.",
    [
      [
        "Vocês atendem urgência?",
        "Atendemos nos dias e horários que estão no rodapé do site. Dentro deles, passam na frente os chamados de portão dando choque, casa aberta, carro preso e portão se mexendo sozinho.",
      ],
      [
        "Como deixar a casa segura até o conserto?",
        "Desligue o disjuntor, destrave o motor, feche o portão com a mão e trave de novo: solto, o portão fica livre para qualquer pessoa empurrar. Se possível, reforce com um cadeado ou uma trava manual.",
      ],
      [
        "Dá para adiantar alguma coisa antes da visita?",
        "Sim: deixe o acesso ao motor livre, localize o disjuntor do portão no quadro e separe os controles que a família usa, para o técnico testar todos de uma vez.",
      ],
    ],
  ),

  "manutenção de portão automático barata": v(
    "A manutenção mais barata é a que evita o conserto. Uma revisão simples custa bem menos que uma engrenagem quebrada ou um motor queimado.",
  ),

  "quanto custa consertar motor de portão": {
    ...k(
      `Aqui, consertar um motor de portão custa de ${repair}, e a peça é o que decide em que ponto dessa faixa fica o seu caso: capacitor e controle estão no começo; central e engrenagem, no meio; serviços completos, no fim.`,
      [
        "Capacitor e controles: reparos mais baratos.",
        "Central de comando e receptor: valor intermediário.",
        "Engrenagem, cremalheira e alinhamento completo: reparos maiores.",
      ],
      [
        "Descreva o sintoma com precisão (zumbe, gira sem mover, não liga).",
        "Mande foto do motor com a etiqueta do modelo.",
        "Pergunte se o orçamento inclui visita, peça e garantia.",
      ],
      `Chame para o orçamento ao primeiro sinal de defeito, antes de comprar qualquer peça: sem medir, ninguém sabe qual delas falhou. A conta que decide entre consertar e trocar é simples: some o orçamento do reparo e compare com o preço da troca por um motor novo, ${replacement} com a instalação. Passou da metade, e o motor já tem muitos anos ou outras peças trocadas, a troca tende a sair mais em conta em dois ou três anos.`,
      [
        ["Por que os orçamentos variam tanto?", "Porque o sintoma nem sempre mostra a causa. Um diagnóstico bem feito evita trocar peça à toa."],
        ["O conserto tem garantia?", `Sim: as peças trocadas no conserto têm ${WARRANTY.partsMonths} meses de garantia, como dizem os termos de garantia.`],
        [
          "A visita para o orçamento é cobrada à parte?",
          // The owner's answer from "Dados do negócio" (decision 0050); while not said, the visitor is asked to ask.
          `${VISIT_FEE} Um orçamento honesto separa visita, peça e mão de obra, e diz quanto de garantia tem cada uma delas.`,
        ],
      ],
    ),
    // Its sections are price tiers and what to do before asking for a quote, not causes and checks.
    headings: { causes: "O que decide o preço", checks: "Antes de pedir o orçamento" },
  },

  "quanto custa trocar a placa do portão": v(
    `A troca da placa (central de comando) entra na faixa de conserto, de ${repair}, conforme o modelo da central e a necessidade de reconfigurar controles e percurso.`,
  ),

  "motor de portão queimou com raio": v(
    "Descargas elétricas são a principal causa de dano elétrico em portões automáticos. Na maioria dos casos, o motor sobrevive e o que queima é a central ou o receptor.",
  ),

  "portão não reconhece controle novo": v("Controle novo não funciona sozinho: precisa ser cadastrado no receptor e ser compatível com ele."),

  "portão fecha e volta": v(
    "O portão chega a fechar e reabre em seguida: a central recebe sinal de obstáculo no fim do curso ou perde a referência de fechado.",
  ),

  "portão automático com folga": v(
    "Folga é o portão fechado que se mexe quando empurrado ou balança no movimento. Indica desgaste na transmissão ou nas fixações.",
  ),

  "motor de portão travando no fim de curso": v(
    "O motor que trava ou força ao chegar no fim indica fim de curso mal ajustado, e o portão encontra o batente antes de a central desligar.",
  ),

  "portão eletrônico não abre": v(
    "Portão eletrônico e portão automático são a mesma coisa: motor, central e controles. Quando não abre, siga a ordem energia, controle, central, motor e portão.",
  ),

  "portão eletrônico não fecha": v(
    "Portão eletrônico que não fecha quase sempre está obedecendo a um dispositivo de segurança: fotocélula ou inversão por esforço.",
  ),

  "motor de portão deslizante com defeito": v(
    "No motor deslizante, defeitos se dividem entre a parte elétrica (central, capacitor) e a transmissão (pinhão, cremalheira, roldanas).",
  ),

  "motor de portão basculante com defeito": v(
    "No motor basculante os defeitos mais comuns são coroa gasta, capacitor fraco e portão desequilibrado, que força todo o conjunto.",
  ),

  "portão automático não funciona": v(
    "Quando o portão automático não funciona de jeito nenhum, o diagnóstico começa pelo mais simples: energia, controle e botoeira, antes de suspeitar do motor.",
  ),

  "troca de motor de portão": k(
    `Trocar o motor faz sentido quando o atual é antigo, queimou ou não dá conta do portão. Aqui a troca residencial fica em ${replacement} com instalação; para portões pesados e uso intenso, em ${heavy}. O que pesa na escolha do modelo novo é a folha: tipo de portão, peso, largura e quantas vezes por dia ela abre.`,
    [
      "Motor com o enrolamento queimado, que não compensa rebobinar.",
      "Conserto que passaria da metade do preço de um motor novo, em um equipamento com muitos anos de uso.",
      "Portão trocado ou reformado que ficou mais pesado ou mais largo do que o motor antigo suporta.",
      "Uso que cresceu: uma casa que virou comércio ou uma vila com mais moradores abre o portão muito mais vezes por dia.",
    ],
    [
      "Meça a largura e a altura da folha e diga se ela desliza, sobe (basculante) ou gira em dobradiças.",
      "Conte quantas vezes o portão abre num dia comum: é esse número que separa um motor residencial de um de uso intenso.",
      "Veja se a cremalheira, o trilho e as roldanas estão bons: na troca, o que está gasto no portão precisa ser refeito junto, ou o motor novo herda o problema.",
    ],
    "Chame para a troca quando o motor queimou, é antigo e já teve várias peças trocadas, ou não dá conta do peso do portão. Na visita, o técnico pesa a folha na prática (com o motor solto, ela deve correr com uma mão), confere a alimentação elétrica e indica o modelo pelo que o portão pede, não pelo mais caro. A retirada do motor antigo, a instalação do novo, o cadastro dos controles e o ajuste de força e de fim de curso entram no mesmo serviço; se o portão pedir reparo, um ponto de energia novo ou um acessório que o kit não traz, isso é visto na visita e orçado à parte, antes de começar.",
    [
      [
        "Dá para aproveitar a cremalheira e os controles do motor antigo?",
        "Às vezes. A cremalheira em bom estado e do mesmo passo do pinhão novo pode ficar; controles só funcionam se forem compatíveis com o receptor novo, o que o técnico testa na hora.",
      ],
      [
        "Quanto tempo leva a troca?",
        "Na maior parte dos portões residenciais, a troca cabe em uma visita. Portões que precisam de reforma no trilho ou na estrutura levam mais, e isso aparece no orçamento antes do serviço.",
      ],
      [
        "O motor novo tem garantia?",
        `Tem: ${WARRANTY.extendedMonths} meses no motor instalado pela nossa equipe e ${WARRANTY.serviceMonths} meses no serviço de instalação; a página de garantia explica o que cada uma cobre.`,
      ],
    ],
  ),
};
