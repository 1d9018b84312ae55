import type { FaqItem } from "~/lib/jsonld";
import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { FACTS, PRICES, WARRANTY, formatPriceRange } from "./business";
import type { KeywordFamily } from "./keyword-families";

/**
 * What each problem keyword page says (docs/product.md §4.10): a summary, the usual
 * causes, what a visitor can check safely, when to call a technician and three FAQs
 * written for that problem. Keyed by the keyword text of problem-keywords.ts.
 */
export type KeywordContent = {
  family: KeywordFamily;
  summary: string;
  causes: string[];
  checks: string[];
  call: string;
  faqs: [FaqItem, FaqItem, FaqItem];
};

type Qa = [string, string];

const k = (family: KeywordFamily, summary: string, causes: string[], checks: string[], call: string, faqs: [Qa, Qa, Qa]): KeywordContent => ({
  family,
  summary,
  causes,
  checks,
  call,
  faqs: faqs.map(([question, answer]) => ({ question, answer })) as [FaqItem, FaqItem, FaqItem],
});

const repair = formatPriceRange(PRICES.repair);
const replacement = formatPriceRange(PRICES.replacementResidential);
const heavy = formatPriceRange(PRICES.replacementHeavy);
const kit = formatPriceRange(PRICES.installKit);

export const KEYWORD_CONTENT: Record<string, KeywordContent> = {
  "motor de portão queimado": k(
    "eletrica",
    "Motor queimado é o diagnóstico que todo mundo teme, mas nem sempre é o motor: muitas vezes quem queimou foi o capacitor ou a central, peças bem mais baratas.",
    [
      "Enrolamento do motor superaquecido por anos forçando um portão pesado ou desalinhado.",
      "Surto elétrico em temporal, que costuma atingir primeiro a central.",
      "Capacitor de partida em curto, que deixa o motor sem força para girar.",
    ],
    [
      "Sinta o cheiro perto do motor: cheiro de verniz queimado indica enrolamento danificado.",
      "Veja se a central tem LED aceso; sem LED, o problema pode estar antes do motor.",
      "Destrave e mova o portão com a mão para saber se ele está leve.",
    ],
    "Chame o técnico para medir o enrolamento com multímetro: só essa medição confirma se o motor queimou ou se a troca é de capacitor ou central.",
    [
      [
        "Como saber se o motor do portão queimou mesmo?",
        "O técnico mede a resistência do enrolamento. Enrolamento aberto ou em curto confirma motor queimado; valores normais indicam defeito no capacitor, na central ou na alimentação.",
      ],
      [
        "Vale a pena rebobinar o motor queimado?",
        `Em motores residenciais, rebobinar costuma custar perto de um motor novo e não tem a mesma garantia. Na maioria dos casos a troca (${replacement} com instalação) compensa mais.`,
      ],
      [
        "Como evitar que o motor novo queime?",
        "Portão equilibrado e leve, lubrificação em dia, circuito com disjuntor próprio e protetor contra surtos. Motor forçando é a principal causa de queima.",
      ],
    ],
  ),

  "portão não abre": k(
    "funcionamento",
    "Quando o portão não abre, o defeito pode estar em qualquer ponto da cadeia: controle, receptor, central, motor ou o próprio portão. Descobrir em qual deles economiza tempo e dinheiro.",
    [
      "Controle sem bateria ou descadastrado.",
      "Disjuntor desligado ou falta de energia na central.",
      "Engrenagem gasta: o motor gira, mas o portão não acompanha.",
    ],
    [
      "Teste outro controle ou a botoeira: se funcionar, o problema é o controle.",
      "Confira o disjuntor do portão e se há luz no LED da central.",
      "Escute o motor ao acionar: silêncio, zumbido e giro sem movimento apontam defeitos diferentes.",
    ],
    "Se nada responde com energia ligada, ou se o motor zumbe sem girar, chame o técnico e use a chave de destravamento para sair com o carro.",
    [
      [
        "O portão não abre e o motor não faz barulho. O que pode ser?",
        "Sem nenhum som, o comando não está chegando ao motor: energia, central, receptor ou controle. Comece pelo disjuntor e por outro controle.",
      ],
      [
        "O motor faz barulho mas o portão não abre. E agora?",
        "Se o motor gira sem mover o portão, a engrenagem (coroa) ou a transmissão está gasta ou solta. É conserto mecânico, não elétrico.",
      ],
      [
        "Como tirar o carro se o portão não abre?",
        "Use a chave de destravamento do motor: ela libera o portão para abrir com a mão. Depois trave de novo para o motor voltar a comandar.",
      ],
    ],
  ),

  "portão não fecha": k(
    "sensores",
    "Portão que abre e não fecha quase sempre está obedecendo a um sensor de segurança: a fotocélula ou a inversão por esforço entendem que há um obstáculo.",
    [
      "Fotocélula suja, desalinhada ou com algo na frente do feixe.",
      "Força de inversão regulada muito baixa na central.",
      "Fim de curso de fechamento desregulado.",
    ],
    [
      "Limpe as lentes da fotocélula e veja se nada bloqueia a passagem.",
      "Observe se o portão começa a fechar e volta: isso indica inversão por obstáculo ou esforço.",
      "Veja se o LED da fotocélula está aceso.",
    ],
    "Se a fotocélula está limpa e alinhada e o portão continua sem fechar, chame o técnico para testar sensores e ajustar a força.",
    [
      [
        "Posso desligar a fotocélula para o portão fechar?",
        "Não. Ela é o que impede o portão de fechar sobre uma pessoa, criança ou carro. Resolva a causa: limpeza, alinhamento ou troca do sensor.",
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
    "funcionamento",
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
    "Se o problema continua sem controles e sem botoeira, desligue o disjuntor, destrave o portão e chame o técnico para examinar central e fiação.",
    [
      [
        "Alguém pode estar abrindo meu portão com outro controle?",
        "Com controles de código fixo é possível copiar o código. Controles de código rolante mudam o código a cada clique e não podem ser clonados por scanner.",
      ],
      [
        "Abre e fecha sozinho só quando chove. O que é?",
        "Umidade na central, no receptor ou em emendas da fiação causa comandos falsos. O técnico seca, troca bornes oxidados e melhora a vedação.",
      ],
      [
        "É perigoso continuar usando?",
        "Sim: o portão pode fechar sobre alguém ou abrir de madrugada. Desligue o disjuntor até a avaliação e use a chave de destravamento.",
      ],
    ],
  ),

  "controle remoto do portão não funciona": k(
    "controle",
    "Quando só o controle falha e a botoeira abre o portão, o motor está bem: o problema está no controle ou no receptor.",
    ["Bateria do controle fraca ou descarregada.", "Controle descadastrado depois de um reset da central.", "Receptor com defeito ou antena solta."],
    [
      "Veja se o LED do controle acende ao apertar.",
      "Teste outro controle cadastrado no mesmo portão.",
      "Acione pela botoeira para confirmar que motor e central funcionam.",
    ],
    "Se nenhum controle funciona mas a botoeira sim, o receptor precisa ser avaliado ou trocado.",
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
    "ruido",
    "Todo motor faz algum ruído, mas barulho novo, mais alto ou diferente é sinal de desgaste em alguma peça, e quanto antes for visto, menor o conserto.",
    [
      "Engrenagem ou rolamentos sem lubrificação.",
      "Roldanas gastas no portão deslizante ou guias secas no basculante.",
      "Fixação do motor solta, que vibra a cada ciclo.",
    ],
    [
      "Observe de onde vem o som: do motor, das roldanas ou do portão batendo.",
      "Destrave e mova o portão com a mão: se o barulho continua, está no portão, não no motor.",
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
    "mecanica",
    "Portão travado, que não se mexe nem com o motor nem com a mão, indica bloqueio mecânico: trilho, roldana, guia ou a própria folha presa.",
    ["Roldana travada ou fora do trilho no portão deslizante.", "Objeto ou pedra no trilho.", "Braço ou articulação do basculante emperrado por ferrugem."],
    [
      "Destrave o motor e tente mover o portão com a mão, sem forçar.",
      "Olhe o trilho de ponta a ponta em busca de obstáculos.",
      "Verifique se a chave de destravamento realmente soltou o motor.",
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

  "motor de portão não liga": k(
    "eletrica",
    "Motor que não dá sinal nenhum — sem som, sem LED — normalmente não está recebendo energia ou teve a central danificada.",
    ["Disjuntor desligado ou desarmado.", "Fusível da central queimado.", "Central queimada por surto."],
    ["Confira o disjuntor do portão no quadro.", "Veja se o LED da central acende.", "Lembre se houve temporal ou queda de energia recente."],
    "Se o disjuntor está ligado e a central não acende, chame o técnico para testar fusível, central e fiação.",
    [
      [
        "O disjuntor está ligado e nada acontece. O que pode ser?",
        "Fusível da central queimado, fio rompido no caminho ou central danificada. O técnico mede a tensão em cada ponto.",
      ],
      ["Posso trocar o fusível sozinho?", "Só com o disjuntor desligado e pelo mesmo valor. Se queimar de novo, há um curto que precisa ser encontrado."],
      [
        "Depois de temporal o motor não liga mais. Perdi o motor?",
        "Geralmente não: surtos costumam queimar a central ou o receptor, que são trocados sem mexer no motor.",
      ],
    ],
  ),

  "portão abre sozinho": k(
    "funcionamento",
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
    "Se o portão abre sozinho mesmo sem controles e botoeira, a central precisa ser avaliada com urgência.",
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
    "funcionamento",
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
    "sensores",
    "Parar no meio do curso é a resposta da central a algo que ela entende como obstáculo ou a uma falha de alimentação.",
    [
      "Força regulada no limite: o portão pesa um pouco mais num trecho e a central interpreta como obstáculo.",
      "Trilho com ponto amassado ou roldana travando.",
      "Fim de curso falhando e desligando o motor antes da hora.",
    ],
    [
      "Veja se o portão para sempre no mesmo ponto: isso aponta para o trilho ou a folha.",
      "Destravado, mova o portão e sinta se há um ponto mais pesado.",
      "Observe se algo cruza a fotocélula no momento da parada.",
    ],
    "Se parar sempre no mesmo lugar mesmo com o trilho limpo, chame o técnico para corrigir o trilho ou reajustar a central.",
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
    "sensores",
    "O portão começa a fechar e reabre: é o sistema de segurança detectando obstáculo. A questão é descobrir se o obstáculo é real ou um sensor com defeito.",
    [
      "Fotocélula desalinhada, suja ou com o feixe interrompido por planta ou objeto.",
      "Sensibilidade da inversão muito alta.",
      "Portão pesado no fim do curso, forçando o motor.",
    ],
    ["Limpe e confira o alinhamento da fotocélula.", "Corte galhos e retire objetos próximos à passagem.", "Observe se volta sempre no mesmo ponto do curso."],
    "Se os sensores estão limpos e o portão ainda volta, é hora de ajustar a central e verificar o esforço do portão.",
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
    "funcionamento",
    "Portão que ficou mais lento do que era indica esforço maior ou perda de força do motor; se sempre foi lento, pode ser só o modelo.",
    [
      "Falta de lubrificação e roldanas gastas aumentando o atrito.",
      "Capacitor enfraquecido, que reduz a força do motor.",
      "Tensão baixa na rede ou fiação fina demais.",
    ],
    [
      "Compare com o tempo de antes: um motor padrão abre o basculante em cerca de 16 segundos.",
      "Destravado, o portão deve correr leve com a mão.",
      "Veja se fica mais lento com o motor quente.",
    ],
    "Se o portão perdeu velocidade aos poucos, uma revisão com lubrificação e teste do capacitor costuma resolver.",
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
    "eletrica",
    "Motor quente ao toque depois de alguns ciclos é normal; motor que desliga por superaquecimento ou tem cheiro forte não é.",
    ["Portão pesado ou desalinhado forçando o motor.", "Uso acima dos ciclos por hora que o modelo suporta.", "Capacitor fraco ou tensão baixa."],
    [
      "Conte quantas vezes o portão abre por hora nos horários de pico.",
      "Destravado, o portão deve se mover com pouco esforço.",
      "Observe se o motor para de funcionar depois de vários ciclos seguidos e volta após esfriar.",
    ],
    "Se o motor desarma por calor, o técnico verifica o portão e o capacitor e avalia se o modelo é adequado ao uso.",
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
    "eletrica",
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

  "motor de portão zumbindo e não abre": k(
    "eletrica",
    "Zumbido sem movimento é o sintoma clássico de capacitor queimado: o motor recebe energia, mas não consegue partir.",
    ["Capacitor de partida danificado.", "Engrenagem travada impedindo o giro.", "Portão preso ou travado mecanicamente."],
    [
      "Desligue logo: zumbir por muito tempo aquece o enrolamento.",
      "Destrave e veja se o portão se move livre com a mão.",
      "Veja se o capacitor está estufado ou vazando (sem tocar nos terminais).",
    ],
    "Chame o técnico para trocar o capacitor: é uma das peças mais baratas do motor e um dos consertos mais comuns.",
    [
      [
        "Zumbido é sempre capacitor?",
        "Na maioria das vezes, sim. Mas se o portão estiver travado, o motor também zumbe sem girar; por isso o teste com o portão destravado é importante.",
      ],
      ["Posso deixar zumbindo até o técnico chegar?", "Não. Desligue o disjuntor; o motor parado recebendo energia esquenta e pode queimar o enrolamento."],
      ["Quanto custa trocar o capacitor?", `Está entre os reparos mais baratos, dentro da faixa de conserto de ${repair}, conforme o modelo e a visita.`],
    ],
  ),

  "placa do motor de portão queimada": k(
    "eletrica",
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
    "A troca de placa exige configurar fim de curso, força e controles de novo: chame o técnico.",
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
    "eletrica",
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

  "capacitor do motor de portão queimado": k(
    "eletrica",
    "O capacitor dá o impulso de partida ao motor monofásico. Quando falha, o motor zumbe, gira fraco ou só parte com um empurrão no portão.",
    ["Desgaste natural com os anos de uso.", "Calor excessivo por uso intenso.", "Surtos de tensão."],
    [
      "Observe se o motor zumbe sem girar ou gira muito devagar.",
      "Com o disjuntor desligado, veja se o capacitor está estufado.",
      "Não toque nos terminais: o capacitor pode guardar carga.",
    ],
    "A troca é rápida, mas exige o capacitor com a capacitância certa para o motor: chame o técnico.",
    [
      ["Posso comprar qualquer capacitor?", "Não. Ele precisa ter a mesma capacitância (µF) e tensão do original; um valor errado queima o motor."],
      ["Se eu empurrar o portão, o motor parte. É o capacitor?", "Quase certamente. Esse é o sintoma típico de capacitor fraco."],
      ["Quanto tempo dura um capacitor?", "Depende do uso e do calor; em portões de casa costuma durar anos. Em condomínios a troca preventiva é comum."],
    ],
  ),

  "fim de curso do portão desregulado": k(
    "sensores",
    "O fim de curso diz à central onde o portão deve parar. Desregulado, o portão para antes, passa do ponto ou bate no batente.",
    ["Imã ou came do fim de curso deslocado por vibração.", "Fim de curso mecânico gasto.", "Cremalheira solta, que muda a posição relativa do portão."],
    [
      "Observe se o portão para antes do ponto ou bate no fim.",
      "No deslizante, veja se os imãs de fim de curso continuam firmes na cremalheira.",
      "Note se o problema apareceu depois de uma pancada.",
    ],
    "O ajuste é simples para o técnico, mas mal feito faz o portão bater ou sair do trilho.",
    [
      [
        "O portão está parando antes de abrir todo. É o fim de curso?",
        "É a causa mais provável. O imã ou came de abertura saiu da posição e precisa ser reajustado.",
      ],
      ["O portão passa do ponto e bate. Pode estragar?", "Pode: as batidas desgastam a engrenagem e podem tirar o portão do trilho. Ajuste logo."],
      [
        "Fim de curso magnético é melhor que mecânico?",
        "O magnético não tem contato físico e sofre menos com desgaste e poeira; o mecânico é simples e fácil de trocar. Ambos funcionam bem ajustados.",
      ],
    ],
  ),

  "sensor do portão com defeito": k(
    "sensores",
    "Sensores do portão incluem a fotocélula, os fins de curso e, em alguns modelos, sensores de presença. Com defeito, o portão não fecha, para ou volta sem motivo.",
    ["Lentes sujas ou sensores desalinhados.", "Fiação rompida ou oxidada.", "Sensor danificado por pancada ou chuva."],
    [
      "Limpe as lentes e confira se os LEDs acendem.",
      "Veja se os suportes dos sensores não foram entortados.",
      "Observe se o defeito aparece em dias de chuva.",
    ],
    "Se limpar e alinhar não resolve, o técnico testa cada sensor e a fiação até a central.",
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
    "sensores",
    "Com a fotocélula sem funcionar, a central não sabe se a passagem está livre e, por segurança, costuma impedir o fechamento.",
    ["Lente suja, embaçada ou com teia de aranha.", "Transmissor e receptor desalinhados.", "Falta de alimentação ou sensor queimado."],
    [
      "Limpe as duas lentes com pano seco.",
      "Verifique se o LED do receptor acende e se apaga quando você passa a mão.",
      "Confira se os suportes não foram entortados.",
    ],
    "Se o LED não acende mesmo com o portão ligado, o técnico testa a alimentação e troca o sensor se for preciso.",
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
    "mecanica",
    "Um basculante que ficou pesado perdeu o equilíbrio: contrapeso ou molas não compensam mais o peso da folha, e o motor passa a levantar tudo sozinho.",
    ["Molas cansadas ou contrapeso desregulado.", "Folha que ganhou peso com reforma ou revestimento.", "Articulações e guias sem lubrificação."],
    [
      "Destrave e solte o portão no meio do curso: ele deve ficar parado.",
      "Observe se algum cabo ou corrente está frouxo.",
      "Verifique se houve reforma que acrescentou peso à folha.",
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
    "mecanica",
    "Basculante torto sobe de um lado antes do outro, raspa nas guias e faz o motor forçar. Geralmente um dos lados perdeu a regulagem ou sofreu uma pancada.",
    ["Pancada de carro em um dos lados.", "Cabo ou corrente de um lado esticado ou partido.", "Braço lateral com parafuso solto."],
    ["Observe se a folha sobe inclinada.", "Veja se os dois cabos ou correntes estão igualmente tensionados.", "Procure marcas de raspagem nas guias."],
    "Não use o motor com o portão torto: ele pode travar ou cair. Chame o técnico para alinhar.",
    [
      ["Portão torto pode cair?", "Se o lado torto perdeu o cabo ou a articulação, sim. Mantenha-o fechado e destravado até a avaliação."],
      [
        "O alinhamento resolve ou preciso trocar o portão?",
        "Na maioria dos casos, realinhar braços, cabos e guias resolve. Só folhas muito deformadas precisam de serralheiro.",
      ],
      ["O motor estragou por causa do portão torto?", "Pode ter sofrido desgaste extra. Depois do alinhamento, o técnico testa a engrenagem e a força."],
    ],
  ),

  "portão basculante não sobe": k(
    "mecanica",
    "Se o basculante não sobe mas o motor funciona, a força não está chegando à folha ou o portão está pesado demais para ele.",
    ["Engrenagem (coroa) gasta, girando em falso.", "Braço de transmissão solto.", "Contrapeso desregulado ou mola partida."],
    [
      "Escute: motor girando sem o portão mover indica transmissão.",
      "Destrave e tente levantar com a mão: se estiver muito pesado, é equilíbrio.",
      "Veja se o braço está preso nos dois pontos.",
    ],
    "Mola partida ou cabo solto é risco: não tente levantar o portão à força, chame o técnico.",
    [
      ["O motor funciona mas o portão não sobe. É a engrenagem?", "É a causa mais comum. A coroa de nylon se desgasta e o motor passa a girar em falso."],
      [
        "O portão sobe só até a metade e desce. O que é?",
        "Provavelmente equilíbrio: o motor não vence o peso no ponto mais pesado do curso. Verifique contrapeso e molas.",
      ],
      [
        "Posso levantar com a mão enquanto espero o técnico?",
        "Se estiver leve depois de destravado, sim. Se estiver pesado, não force: uma mola partida pode fazer a folha cair.",
      ],
    ],
  ),

  "portão basculante descendo sozinho": k(
    "mecanica",
    "O basculante que desce sozinho, sem comando, não está sendo segurado pelo motor ou perdeu o contrapeso. É uma das situações mais perigosas com portão.",
    ["Motor destravado ou chave de destravamento mal travada.", "Coroa gasta que não segura mais a folha.", "Contrapeso, cabo ou mola rompidos."],
    [
      "Confira se a chave de destravamento está na posição travada.",
      "Afaste pessoas e carros da área do portão.",
      "Veja se algum cabo ou corrente está solto.",
    ],
    "Chame o técnico imediatamente e mantenha o portão fechado. Não passe por baixo dele.",
    [
      [
        "Por que o motor não segura mais o portão?",
        "O redutor do motor é o que mantém a folha parada. Coroa gasta ou pino quebrado deixam o portão livre para descer.",
      ],
      ["É só travar de novo a chave?", "Se ela estava destravada, sim. Se o problema continua travado, é defeito mecânico."],
      ["Posso calçar o portão aberto?", "Não é seguro. Mantenha-o fechado até o reparo."],
    ],
  ),

  "portão deslizante saindo do trilho": k(
    "mecanica",
    "Portão deslizante que sai do trilho pode tombar. O problema está quase sempre nas roldanas, no trilho ou nas guias superiores.",
    [
      "Roldanas gastas, com o canal achatado ou o rolamento solto, que deixam a folha escorregar de lado.",
      "Trilho torto, afundado no piso ou com terra e pedrisco acumulados.",
      "Guia superior solta ou com o rolete quebrado, deixando a folha inclinar.",
    ],
    [
      "Pare de usar e afaste pessoas da folha.",
      "Olhe o trilho e as roldanas em busca de desgaste ou obstáculos.",
      "Confira com um nível de bolha se a folha continua vertical, sem pender para a rua nem para dentro.",
    ],
    "Portão fora do trilho é perigoso: chame o técnico para recolocar e corrigir a causa.",
    [
      ["Posso recolocar o portão no trilho sozinho?", "Não é recomendado. A folha é pesada e pode tombar. O técnico recoloca com segurança e corrige a causa."],
      ["Por que o portão sai sempre no mesmo ponto?", "Naquele ponto o trilho está torto, há uma emenda desnivelada ou a guia superior não segura a folha."],
      ["Trocar roldanas resolve?", "Se elas estiverem gastas, sim. Roldanas novas e guia superior firme mantêm o portão no trilho."],
    ],
  ),

  "cremalheira do portão quebrada": k(
    "mecanica",
    "A cremalheira é a barra dentada presa ao portão deslizante. Com dentes quebrados ou segmento solto, o motor gira e o portão não anda naquele trecho.",
    ["Cremalheira de nylon ressecada pelo sol.", "Cremalheira encostada demais no pinhão.", "Parafusos de fixação soltos."],
    [
      "Veja se faltam dentes ou se algum segmento está solto.",
      "Observe se o portão trava sempre no mesmo ponto.",
      "Confira a folga entre cremalheira e pinhão.",
    ],
    "A troca de cremalheira exige alinhar e regular a folga com o pinhão: chame o técnico.",
    [
      ["Cremalheira de nylon ou de aço?", "Nylon é silenciosa e serve para portões leves e médios; aço é indicada para portões pesados e uso intenso."],
      ["Dá para trocar só um pedaço?", "Sim, a cremalheira é em segmentos. Troca-se o trecho danificado, alinhando com o restante."],
      ["Cremalheira quebrada danifica o motor?", "Pode danificar o pinhão e a engrenagem interna, por causa dos trancos."],
    ],
  ),

  "engrenagem do motor de portão quebrada": k(
    "mecanica",
    "Com a engrenagem interna quebrada, o motor gira mas não transmite força: o portão não se move ou se move aos trancos.",
    ["Desgaste natural da coroa de nylon.", "Portão pesado ou travando, exigindo força demais.", "Batidas no fim de curso por desaceleração mal ajustada."],
    ["Escute se o motor gira sem mover o portão.", "Veja se há pó de nylon perto do motor.", "Destrave e verifique se o portão está leve."],
    "A troca da engrenagem exige abrir o motor: chame o técnico e use o destravamento enquanto isso.",
    [
      [
        "A engrenagem quebrou de novo pouco tempo depois. Por quê?",
        "O portão está forçando o motor: pesado, desalinhado ou batendo. Sem corrigir a causa, a peça nova também se desgasta.",
      ],
      [
        "Engrenagem de metal é melhor?",
        "A coroa de nylon protege o motor, funcionando como fusível mecânico. Usar peça diferente da original pode transferir o dano para o motor.",
      ],
      ["Quanto custa trocar a engrenagem?", `Fica na faixa de conserto, ${repair}, conforme o modelo.`],
    ],
  ),

  "coroa do motor de portão gasta": k(
    "mecanica",
    "A coroa é a engrenagem de nylon que recebe o movimento do eixo do motor. É a peça de desgaste mais comum em motores de portão.",
    ["Anos de uso normal.", "Portão pesado ou sem equilíbrio.", "Falta de lubrificação."],
    ["Observe se o portão começa a ter folga ou a descer sozinho.", "Escute ruídos de engrenagem escorregando.", "Procure pó de nylon ao redor do motor."],
    "Coroa gasta não segura mais o portão com firmeza: peça a troca logo na próxima revisão.",
    [
      ["Como saber se a coroa está gasta?", "Folga no portão fechado, portão descendo sozinho e motor girando em falso são os sinais mais comuns."],
      ["Dá para trocar só a coroa?", "Sim, é uma troca de rotina; o técnico verifica também o eixo sem-fim, que pode ter desgastado junto."],
      ["De quanto em quanto tempo a coroa deve ser trocada?", "Depende do uso. Em condomínios, a verificação em cada revisão evita a quebra inesperada."],
    ],
  ),

  "portão automático sem força": k(
    "funcionamento",
    "Motor sem força é aquele que para no meio, não vence o portão em subida ou só funciona com ajuda. Ou o motor enfraqueceu, ou o portão ficou mais pesado.",
    ["Capacitor enfraquecido.", "Portão com atrito: roldanas, trilho ou equilíbrio.", "Tensão baixa na rede ou fiação inadequada."],
    [
      "Destrave e avalie se o portão está leve.",
      "Observe se a fraqueza aparece com o motor frio ou só quente.",
      "Verifique se outros aparelhos da casa também mostram queda de tensão.",
    ],
    "Com o portão leve e o motor ainda fraco, o técnico testa capacitor, tensão e ajuste de força.",
    [
      ["Posso aumentar a força na central?", "O ajuste existe, mas aumentar força para compensar portão pesado esconde o problema e reduz a segurança."],
      ["O motor perdeu força com o tempo. É normal?", "É sinal de desgaste do capacitor ou aumento de atrito no portão. Ambos têm conserto."],
      ["A tensão da rede influencia?", "Sim. Tensão baixa ou fiação fina demais reduzem o torque do motor."],
    ],
  ),

  "portão automático não obedece o controle": k(
    "controle",
    "O portão funciona pela botoeira mas ignora o controle, ou obedece só às vezes: o problema está na comunicação entre controle e receptor.",
    ["Bateria fraca.", "Interferência de outros aparelhos em 433 MHz.", "Antena do receptor solta ou mal posicionada."],
    ["Troque a bateria do controle.", "Teste mais perto do portão.", "Teste outro controle cadastrado."],
    "Se o problema é de todos os controles e de longe, o técnico verifica receptor e antena.",
    [
      ["Por que o controle funciona só de perto?", "Bateria fraca, antena do receptor danificada ou interferência. Comece pela bateria."],
      ["Um controle funciona e o outro não. O que é?", "O que falha está com bateria fraca, descadastrado ou com defeito."],
      ["Interferência existe mesmo?", "Sim. Equipamentos na mesma frequência por perto podem atrapalhar. Receptor com antena externa melhora a recepção."],
    ],
  ),

  "controle do portão com alcance curto": k(
    "controle",
    "Precisar chegar colado ao portão para o controle funcionar é incômodo e inseguro. Quase sempre é bateria ou antena.",
    ["Bateria do controle fraca.", "Antena do receptor solta, curta ou escondida atrás de metal.", "Receptor dentro de caixa metálica."],
    ["Troque a bateria e compare o alcance.", "Veja se o receptor fica dentro de uma caixa de metal.", "Teste outro controle."],
    "Se a bateria nova não resolve, uma antena externa no receptor aumenta bastante o alcance.",
    [
      [
        "Qual o alcance normal de um controle de portão?",
        "Depende do ambiente, mas o normal é acionar o portão de dentro do carro a vários metros de distância. Muros e metais reduzem o alcance.",
      ],
      ["Antena externa resolve?", "Na maioria dos casos, sim: ela tira o receptor da sombra de muros e caixas metálicas."],
      ["Controle novo tem mais alcance?", "Só se o antigo estiver com defeito. Com receptor e antena ruins, controle novo não muda nada."],
    ],
  ),

  "clonar controle de portão": k(
    "controle",
    "Clonar é copiar o código de um controle para outro. Funciona com controles de código fixo; com código rolante, o caminho é cadastrar um controle novo no receptor.",
    [
      "Código fixo: pode ser copiado por controles copiadores.",
      "Código rolante: muda a cada clique e não é copiável.",
      "Controles multimarca nem sempre são compatíveis com o receptor.",
    ],
    [
      "Descubra se o seu controle é de código fixo ou rolante (veja o modelo ou pergunte ao técnico).",
      "Tenha o controle original em mãos.",
      "Verifique se o receptor tem espaço para novos controles.",
    ],
    "Se o seu sistema é de código fixo, considere trocar por código rolante: é mais seguro do que clonar.",
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
    "controle",
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

  "bateria do controle do portão fraca": k(
    "controle",
    "Bateria fraca é a causa número um de controle falhando. O primeiro sinal é o alcance diminuindo ou ter que apertar várias vezes.",
    ["Desgaste natural da bateria.", "Botão preso consumindo bateria.", "Calor dentro do carro no verão."],
    ["Observe se o LED do controle está mais fraco.", "Confira o modelo da bateria no compartimento.", "Troque e teste o alcance."],
    "Se com bateria nova o controle continua fraco, o problema está no controle ou no receptor.",
    [
      ["Qual bateria usa o controle de portão?", "A maioria usa bateria de 12 V pequena ou baterias tipo moeda. Veja o modelo no compartimento."],
      ["De quanto em quanto tempo trocar a bateria do controle?", "Em uso normal, dura meses ou anos. Troque quando o alcance diminuir."],
      ["Trocar a bateria apaga o cadastro?", "Não. O cadastro fica no receptor, não no controle."],
    ],
  ),

  "receptor do portão com defeito": k(
    "controle",
    "O receptor recebe o sinal dos controles e avisa a central. Com defeito, nenhum controle funciona, mas a botoeira sim.",
    ["Surto elétrico.", "Umidade ou oxidação nos contatos.", "Memória corrompida."],
    [
      "Teste a botoeira: se ela funciona, o motor e a central estão bem.",
      "Teste todos os controles.",
      "Veja se o LED do receptor pisca ao apertar o controle.",
    ],
    "A troca do receptor exige recadastrar todos os controles: chame o técnico.",
    [
      ["Receptor é a mesma coisa que central?", "Nem sempre. Em muitos portões o receptor é um módulo encaixado na central; em outros, é integrado à placa."],
      [
        "Preciso trocar os controles junto com o receptor?",
        "Só se forem incompatíveis com o receptor novo. Com o mesmo padrão, os controles são recadastrados.",
      ],
      ["O receptor queima com raio?", "Pode queimar com surtos, como a central. Protetor contra surtos ajuda."],
    ],
  ),

  "portão automático dando choque": k(
    "eletrica",
    "Portão que dá choque tem fuga de corrente para a estrutura metálica. É risco real de acidente grave e precisa de atenção imediata.",
    ["Fio descascado encostando na estrutura do portão ou do motor.", "Falta de aterramento.", "Umidade dentro do motor ou da central."],
    ["Desligue o disjuntor do portão e não toque na folha até a avaliação.", "Avise todos da casa ou do prédio.", "Não tente localizar o fio sozinho."],
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
      ["Aterramento resolve?", "O aterramento desvia a fuga e faz o disjuntor ou o DR agir, mas o fio danificado também precisa ser reparado."],
    ],
  ),

  "motor de portão molhado depois da chuva": k(
    "energia",
    "Água no motor ou na central depois de temporal pode causar curto e queimar a placa se o portão for acionado antes de secar.",
    ["Motor deslizante instalado rente ao chão em local que alaga.", "Caixa da central sem vedação.", "Tubulação que leva água até o motor."],
    ["Desligue o disjuntor do portão.", "Use a chave de destravamento para abrir manualmente.", "Não ligue até secar e ser verificado."],
    "O técnico seca, testa o isolamento do motor e da central e, se necessário, eleva a base e veda as entradas de água.",
    [
      ["Depois de quanto tempo posso ligar o motor molhado?", "Só depois de seco e testado. O tempo varia; o teste de isolamento é que diz se é seguro."],
      ["O motor molhado queimou?", "Nem sempre. Se não foi ligado molhado, muitas vezes basta secar e limpar."],
      ["Como evitar que molhe de novo?", "Base elevada para o motor, caixa de passagem vedada e tubulação com curva para baixo."],
    ],
  ),

  "portão não funciona depois de queda de energia": k(
    "energia",
    "Quando a energia volta, o portão pode não funcionar porque o disjuntor desarmou, a central perdeu a programação ou o pico de retorno a danificou.",
    ["Disjuntor desarmado pelo pico na volta da energia.", "Central queimada por surto.", "Central que perdeu o percurso e precisa reaprender."],
    ["Confira o disjuntor do portão.", "Veja se a central acende.", "Observe se o portão se move, mesmo que de forma estranha."],
    "Se a central não acende com o disjuntor ligado, chame o técnico; use a chave de destravamento enquanto isso.",
    [
      [
        "Por que o portão parou depois que a luz voltou?",
        "O pico de tensão na volta da energia pode desarmar o disjuntor ou danificar a central. Protetor contra surtos reduz o risco.",
      ],
      ["Preciso reprogramar o portão?", "Algumas centrais precisam reaprender o percurso depois de falta de energia. O técnico faz em poucos minutos."],
      ["Nobreak evita esse problema?", "O nobreak mantém o portão funcionando durante a queda e ajuda a proteger a central."],
    ],
  ),

  "como abrir portão automático sem energia": k(
    "energia",
    "Sem energia, o portão automático é aberto manualmente com a chave de destravamento, que solta o motor da folha.",
    ["Falta de energia na rua.", "Disjuntor desarmado.", "Defeito na central ou no motor."],
    [
      "Localize a chave de destravamento (geralmente guardada com o manual ou com os controles).",
      "Encaixe a chave no motor e gire até liberar.",
      "Abra o portão com a mão, devagar.",
    ],
    "Se a chave estiver perdida ou o portão não soltar, chame o técnico: não force a folha.",
    [
      [
        "Onde fica o destravamento do motor?",
        "No próprio motor: no basculante, em geral no corpo do motor; no deslizante, em uma tampa na lateral. A chave vem com o kit.",
      ],
      ["Depois de destravar, como volto ao normal?", "Feche o portão, gire a chave de volta para travar e teste com o controle."],
      ["Existe forma de abrir sem destravar?", "Só com nobreak. Sem energia e sem nobreak, o destravamento manual é o caminho."],
    ],
  ),

  "destravar motor de portão": k(
    "energia",
    "O destravamento separa o motor do portão para que ele seja aberto com a mão. Saber fazer isso evita ficar preso dentro ou fora de casa.",
    ["Falta de energia.", "Defeito no motor ou na central.", "Manutenção do portão."],
    ["Desligue o disjuntor antes de destravar.", "Use a chave própria do motor.", "Mova o portão devagar; ele pode estar mais pesado sem o motor."],
    "Se a chave gira mas o portão não solta, há um defeito mecânico no destravamento: chame o técnico.",
    [
      ["Destravar pode estragar o motor?", "Não, se feito com a chave correta e o disjuntor desligado."],
      ["O portão basculante cai quando destravado?", "Se estiver equilibrado, não: fica parado onde você soltar. Se cair, o contrapeso precisa de ajuste."],
      ["Preciso destravar para lubrificar?", "Não é necessário para o morador. A lubrificação interna é feita pelo técnico."],
    ],
  ),

  "chave de destravamento do portão perdida": k(
    "energia",
    "Sem a chave de destravamento, uma falta de energia pode deixar o carro preso. Dá para conseguir uma chave compatível.",
    ["Chave guardada em local esquecido.", "Perda na mudança de moradores.", "Chave quebrada dentro do motor."],
    [
      "Procure junto ao manual, aos controles reserva ou na caixa do motor.",
      "Anote o modelo do motor para pedir a chave certa.",
      "Não force o destravamento com ferramentas improvisadas.",
    ],
    "O técnico fornece uma chave compatível e, se necessário, troca o cilindro do destravamento.",
    [
      ["Qualquer chave serve?", "Não. A chave é específica do modelo de motor."],
      ["Dá para destravar sem a chave?", "Não com segurança. Forçar com ferramentas pode quebrar o mecanismo."],
      ["Onde guardar a chave?", "Em local fácil dentro de casa, que todos conheçam, e de preferência com uma cópia."],
    ],
  ),

  "portão automático batendo forte": k(
    "ruido",
    "Portão que bate forte no fim do curso está chegando rápido demais ou passando do ponto. Cada batida castiga a engrenagem e a estrutura.",
    ["Desaceleração desligada ou mal ajustada.", "Fim de curso desregulado.", "Batente solto ou ausente."],
    ["Observe se bate na abertura, no fechamento ou nos dois.", "Veja se os batentes estão firmes.", "Note se o problema começou de repente."],
    "Ajustar fim de curso e desaceleração é serviço rápido para o técnico e evita quebras maiores.",
    [
      ["Batida forte pode quebrar o motor?", "Sim: os trancos gastam a engrenagem e soltam fixações."],
      ["Motores rápidos batem mais?", "Não se tiverem rampa de desaceleração, como os Jetflex: rápidos no meio e suaves no fim."],
      ["O batente ajuda?", "O batente mecânico é a segurança final, mas o portão deve parar pelo fim de curso, antes de encostar nele."],
    ],
  ),

  "portão automático fazendo barulho ao fechar": k(
    "ruido",
    "Se o barulho aparece só no fechamento, o ponto de atrito está no trecho final do curso ou no encontro com o batente.",
    ["Folha raspando no batente ou no chão no final.", "Fim de curso desregulado.", "Roldana ou guia com defeito no trecho final."],
    ["Observe onde o barulho começa.", "Procure marcas de raspagem no chão ou no batente.", "Veja se o portão fecha alinhado."],
    "O técnico ajusta fim de curso e desaceleração e corrige o ponto de atrito.",
    [
      ["Por que só faz barulho para fechar?", "No fechamento, a folha encontra batente, trava ou desnível do piso. O barulho denuncia o atrito nesse trecho."],
      ["Pode ser a fechadura?", "Se há trava eletromagnética ou fechadura, o portão pode estar batendo nela. O alinhamento resolve."],
      ["É urgente?", "Não costuma ser, mas o atrito repetido desgasta o motor. Resolva na próxima revisão."],
    ],
  ),

  "portão rangendo": k(
    "ruido",
    "Rangido é o som típico de metal contra metal sem lubrificação: dobradiças, articulações, roldanas ou guias secas.",
    ["Articulações e dobradiças sem graxa.", "Roldanas com rolamento seco.", "Ferrugem nas guias."],
    [
      "Identifique o ponto do rangido com o portão em movimento.",
      "Veja se há ferrugem aparente.",
      "Não use óleo de cozinha ou desengripante como solução definitiva.",
    ],
    "Se o rangido voltar logo após lubrificar, a peça está gasta e precisa de troca.",
    [
      [
        "Posso lubrificar o portão sozinho?",
        "Pode lubrificar dobradiças e articulações externas com o produto certo. Engrenagem e partes internas ficam com o técnico.",
      ],
      ["Qual lubrificante usar?", "Graxa própria para articulações ou lubrificante seco. Evite óleos que escorrem e juntam poeira."],
      ["Rangido estraga o motor?", "O atrito aumenta o esforço do motor; com o tempo reduz sua vida útil."],
    ],
  ),

  "trilho do portão deslizante sujo": k(
    "mecanica",
    "Trilho sujo é a causa mais simples e mais negligenciada de problemas no portão deslizante: aumenta o atrito, trava roldanas e faz o portão parar.",
    ["Terra, pedras e folhas acumuladas.", "Graxa no trilho segurando a sujeira.", "Água parada no trilho."],
    ["Varra o trilho com o portão aberto e depois fechado.", "Remova pedras e objetos presos.", "Não passe graxa na pista do trilho."],
    "Se o portão continua pesado com o trilho limpo, as roldanas podem estar gastas.",
    [
      ["Com que frequência limpar o trilho?", "A cada quinze dias em locais com poeira ou árvores; mensalmente nos demais."],
      ["Posso lavar o trilho com mangueira?", "Pode, mas sem jogar água no motor e deixando secar antes de usar."],
      ["Graxa no trilho ajuda?", "Não: a graxa junta poeira e vira uma pasta abrasiva. O trilho deve ficar limpo e seco."],
    ],
  ),

  "roldana do portão deslizante gasta": k(
    "mecanica",
    "Roldanas gastas deixam o portão pesado, barulhento e podem tirá-lo do trilho. São peças baratas de trocar.",
    ["Rolamento travado ou seco.", "Canal da roldana gasto pelo trilho.", "Portão pesado para o tipo de roldana."],
    ["Observe se as roldanas giram livres com o portão em movimento.", "Escute chiados ou estalos.", "Veja se o canal está achatado."],
    "A troca exige levantar a folha com segurança: chame o técnico.",
    [
      ["Quanto dura uma roldana?", "Depende do peso do portão e da limpeza do trilho. Em portões de uso intenso a verificação é semestral."],
      ["Roldana gasta força o motor?", "Sim: o motor precisa de mais força para mover a folha, aquece e desgasta a engrenagem."],
      ["Troco todas ou só a gasta?", "Em geral trocam-se as duas do mesmo portão para manter o nível da folha."],
    ],
  ),

  "braço do portão pivotante quebrado": k(
    "mecanica",
    "O braço articulado transmite o movimento do motor para a folha pivotante. Quebrado, o portão não abre ou fica solto.",
    ["Esforço excessivo por folha pesada ou vento.", "Pancada de carro.", "Parafusos de articulação gastos."],
    ["Deixe a folha fechada e presa.", "Veja se o braço quebrou na articulação ou na fixação.", "Desligue o disjuntor."],
    "O técnico troca o braço ou a articulação e verifica se o motor sofreu com o impacto.",
    [
      ["Posso soldar o braço quebrado?", "Não é recomendado: a solda altera a geometria e a resistência da peça. A troca é mais segura."],
      ["O vento quebra o braço?", "Folhas grandes funcionam como vela. Trava eletromagnética reduz o esforço no braço em dias de vento."],
      ["Preciso trocar o motor junto?", "Só se o motor foi danificado. O técnico testa antes."],
    ],
  ),

  "portão pivotante não fecha": k(
    "sensores",
    "O pivotante que não fecha pode estar sendo impedido pela fotocélula, pelo vento, pela trava ou por um braço desregulado.",
    ["Fotocélula bloqueada ou desalinhada.", "Fim de curso de fechamento desregulado.", "Vento empurrando a folha."],
    ["Limpe a fotocélula e verifique o alinhamento.", "Observe se a folha chega até perto do batente e volta.", "Veja se o braço está preso firme."],
    "Se os sensores estão bons, o técnico ajusta fim de curso, força e a trava.",
    [
      ["O pivotante não fecha em dias de vento. Tem solução?", "Sim: ajuste de força e trava eletromagnética para segurar a folha no fechamento."],
      ["Ele volta quando vai fechar. Por quê?", "A central detecta esforço ou obstáculo. Pode ser fotocélula, folha raspando ou força baixa."],
      ["Posso fechar na mão?", "Pode, destravando o motor. Depois trave novamente."],
    ],
  ),

  "portão de garagem não abre": k(
    "funcionamento",
    "Portão de garagem que não abre deixa o carro preso. Primeiro resolva a saída com o destravamento; depois investigue a causa com calma.",
    ["Falta de energia ou disjuntor desarmado.", "Controle sem bateria ou descadastrado.", "Motor ou engrenagem com defeito."],
    ["Use a botoeira ou outro controle.", "Confira o disjuntor.", "Destrave e veja se o portão abre leve com a mão."],
    "Se precisa sair agora, destrave e abra manualmente. Depois chame o técnico para o diagnóstico.",
    [
      [
        "Como tirar o carro se o portão da garagem não abre?",
        "Com a chave de destravamento, que libera a folha para abrir com a mão. No basculante, levante devagar e segure até o fim.",
      ],
      ["O portão de garagem basculante não abre mas o motor funciona. E aí?", "A força não chega à folha: coroa gasta ou braço solto."],
      ["Posso deixar o portão aberto até o conserto?", "Por segurança, prefira fechado e destravado; reabra manualmente quando precisar."],
    ],
  ),

  "portão de garagem emperrado": k(
    "mecanica",
    "Emperrado é o portão que se move com dificuldade, aos trancos ou para. A causa costuma estar no próprio portão, não no motor.",
    ["Guias ou trilho sujos e sem lubrificação.", "Folha desalinhada.", "Dobradiças e articulações enferrujadas."],
    ["Destrave e sinta onde o portão trava.", "Limpe trilho e guias.", "Procure pontos de ferrugem e de raspagem."],
    "Se emperra mesmo limpo, o técnico alinha a folha e troca as peças gastas antes que o motor sofra.",
    [
      ["Emperra só no calor. Por quê?", "A dilatação do metal aperta folgas já pequenas. Alinhar a folha e ajustar guias resolve."],
      ["Posso usar o motor com o portão emperrado?", "Evite: o motor força, aquece e gasta a engrenagem."],
      [
        "Emperrado é caso de serralheiro ou técnico de motor?",
        "Os dois se complementam. Um técnico de portão automático avalia o conjunto e resolve a maioria dos casos.",
      ],
    ],
  ),

  "motor de portão ppa não funciona": k(
    "ppa",
    "Motores PPA são robustos e com peças fáceis de encontrar. Quando param, o diagnóstico segue a ordem: energia, central, capacitor, motor e transmissão.",
    ["Central sem alimentação ou queimada.", "Capacitor danificado.", "Coroa gasta na transmissão."],
    ["Confira o disjuntor e o LED da central PPA.", "Teste com a botoeira e com outro controle.", "Escute se o motor zumbe, gira ou fica em silêncio."],
    "Chame um técnico com peças originais PPA; use a chave de destravamento PPA enquanto isso.",
    [
      ["Vocês trabalham com peças originais PPA?", "Sim, usamos peças originais PPA na manutenção e no conserto."],
      [
        "Meu motor PPA é antigo. Ainda tem conserto?",
        "Na maioria dos casos sim, pois as peças de desgaste (coroa, capacitor, central) continuam disponíveis. Se não compensar, há modelos PPA atuais para troca.",
      ],
      ["O controle do PPA antigo funciona no novo?", "Depende da geração do receptor. O técnico verifica e, se preciso, cadastra controles novos."],
    ],
  ),

  "motor ppa home não abre": k(
    "ppa",
    "O PPA Home é o motor basculante residencial mais comum. Quando não abre, o problema costuma estar na alimentação, no capacitor ou na coroa.",
    [
      "Capacitor de partida enfraquecido (motor zumbe).",
      "Coroa gasta (motor gira e o portão não sobe).",
      "Portão basculante desequilibrado ou mais pesado que o limite do motor.",
    ],
    ["Veja se o motor zumbe, gira ou fica mudo.", "Destrave e levante o portão com a mão: deve estar leve.", "Confira o disjuntor."],
    "Se o portão está pesado para o Home, o técnico ajusta o contrapeso ou indica um modelo reforçado.",
    [
      [
        "O PPA Home aguenta qual peso?",
        "O peso máximo de cada modelo está na tabela de especificações da página dele; na visita, o técnico confere o do seu portão.",
      ],
      ["O Home zumbe e não abre. É o capacitor?", "É a causa mais provável. A troca é rápida."],
      [
        "Vale trocar o Home por um Jetflex?",
        "Se você quer a abertura mais rápida da linha, o Home Jetflex é uma boa opção; compare o peso aceito de cada um nas páginas dos modelos.",
      ],
    ],
  ),

  "motor ppa jetflex com defeito": k(
    "ppa",
    "O Jetflex é a faixa mais rápida da linha basculante PPA, com aceleração e desaceleração controladas pela central. Defeitos costumam envolver ajuste de central ou desgaste de transmissão.",
    ["Central desregulada após queda de energia.", "Fim de curso desajustado, com o portão batendo.", "Desgaste da transmissão por uso intenso."],
    [
      "Observe se o portão perdeu a desaceleração e bate no fim.",
      "Verifique se o problema começou depois de queda de energia.",
      "Confira se o portão está equilibrado.",
    ],
    "A central Jetflex precisa de ajuste específico de velocidade e rampas: chame técnico que conheça a linha.",
    [
      ["O Jetflex ficou batendo no fim do curso. Por quê?", "A rampa de desaceleração ou o fim de curso se perderam. O ajuste na central resolve."],
      [
        "O Jetflex é mais frágil por ser rápido?",
        "Não. Ele é projetado para a velocidade, com partida e parada suaves; o que desgasta é portão desequilibrado.",
      ],
      ["A garantia cobre o Jetflex?", `Sim: ${WARRANTY.summary.toLowerCase()}.`],
    ],
  ),

  "placa ppa com defeito": k(
    "ppa",
    "A placa (central) PPA controla motor, fim de curso, controles e fotocélula. Com defeito, o portão para, age de forma errática ou não reconhece controles.",
    ["Surto elétrico.", "Umidade na caixa.", "Componentes desgastados em placas antigas."],
    ["Veja os LEDs da placa: apagados ou piscando fora do normal indicam defeito.", "Confira se a caixa está seca.", "Lembre de temporais recentes."],
    "O técnico confirma o defeito e instala placa PPA compatível com o seu motor, reconfigurando percurso e controles.",
    [
      ["Qualquer placa PPA serve no meu motor?", "Não: a placa precisa ser compatível com o modelo e o tipo de fim de curso."],
      ["Meus controles funcionam na placa nova?", "Em geral sim, após recadastro, se o padrão de codificação for o mesmo."],
      ["Como proteger a placa?", "Protetor contra surtos, aterramento e caixa vedada."],
    ],
  ),

  "led da central do portão piscando": k(
    "sensores",
    "O LED da central indica o estado do portão. Piscar fora do padrão costuma sinalizar sensor acionado, fim de curso ou falha de programação.",
    ["Fotocélula obstruída ou desalinhada.", "Fim de curso acionado fora de hora.", "Central aguardando aprendizado de percurso."],
    ["Anote o padrão das piscadas (rápido, lento, quantas vezes).", "Limpe a fotocélula.", "Veja se o portão está parado em posição estranha."],
    "Com o padrão de piscadas anotado, o técnico identifica a falha mais rápido.",
    [
      [
        "O que significa o LED piscando?",
        "Depende do modelo da central: pode ser fotocélula acionada, fim de curso, erro de programação ou falha do motor. Consulte o manual ou o técnico.",
      ],
      ["O LED pisca e o portão não se mexe. O que faço?", "Confira a fotocélula e se nada bloqueia o portão. Se continuar, chame o técnico."],
      ["LED apagado é pior?", "LED apagado indica falta de alimentação ou central queimada."],
    ],
  ),

  "portão abre só até a metade": k(
    "sensores",
    "Portão que abre só até a metade está sendo parado pela central: fim de curso, força no limite ou um ponto de atrito no caminho.",
    ["Imã ou came de fim de curso fora de posição.", "Força regulada baixa demais.", "Ponto de atrito no trilho ou na guia."],
    ["Observe se para sempre no mesmo ponto.", "Destrave e veja se há resistência nesse ponto.", "Veja se o imã de fim de curso se soltou."],
    "O técnico reposiciona o fim de curso e elimina o atrito, sem simplesmente aumentar a força.",
    [
      [
        "Por que o portão abre pela metade?",
        "A central entende que chegou ao fim ou que encontrou obstáculo. Fim de curso e atrito são as causas mais comuns.",
      ],
      ["Pode ser o contrapeso?", "No basculante, sim: desequilíbrio faz o motor parar no trecho mais pesado."],
      ["É perigoso?", "Não diretamente, mas o portão pela metade atrapalha a passagem e indica problema que pode piorar."],
    ],
  ),

  "portão inverte o sentido sozinho": k(
    "sensores",
    "Inverter o sentido é a reação da central a um obstáculo. Quando acontece sem obstáculo, a sensibilidade ou os sensores estão errados.",
    ["Sensibilidade antiesmagamento muito alta.", "Fotocélula com falha intermitente.", "Portão mais pesado em um trecho."],
    ["Observe se inverte sempre no mesmo ponto.", "Limpe a fotocélula.", "Veja se algo encosta na folha no caminho."],
    "O técnico equilibra sensibilidade e segurança e verifica o esforço do portão.",
    [
      [
        "Por que o portão inverte do nada?",
        "A central sentiu esforço acima do normal ou a fotocélula piscou. Portão pesado e sensor sujo são as causas mais comuns.",
      ],
      ["Posso desligar a inversão?", "Não. É a proteção contra esmagamento."],
      ["Inverte só no frio. Tem relação?", "Graxa endurecida aumenta o esforço; a central interpreta como obstáculo."],
    ],
  ),

  "portão automático não para": k(
    "sensores",
    "Portão que não para no fim e continua forçando perdeu a referência do fim de curso. É preciso agir logo para não danificar motor e portão.",
    ["Imã ou came de fim de curso caiu.", "Sensor de fim de curso queimado.", "Fiação do fim de curso rompida."],
    ["Desligue o disjuntor se o portão forçar no fim.", "Verifique se os imãs continuam presos à cremalheira.", "Observe se o portão bateu e voltou."],
    "Chame o técnico: sem fim de curso, o portão pode sair do trilho ou quebrar a engrenagem.",
    [
      ["O portão passa do ponto e bate. Pode continuar usando?", "Não. Cada batida desgasta engrenagens e pode tirar o portão do trilho."],
      ["O imã caiu. Posso colocar de volta?", "Pode guardar a peça para o técnico; a posição precisa ser ajustada com o portão em teste."],
      ["Por que o fim de curso falha?", "Vibração, pancadas, umidade ou desgaste do sensor."],
    ],
  ),

  "portão automático abre devagar": k(
    "funcionamento",
    "Abrir devagar pode ser característica do motor ou sinal de perda de força. Compare com o tempo normal do seu modelo.",
    ["Motor padrão com abertura de 16 segundos.", "Atrito aumentado no portão.", "Capacitor fraco."],
    ["Cronometre a abertura e compare com o tempo do seu modelo.", "Veja se a lentidão apareceu aos poucos.", "Destrave e teste se o portão está leve."],
    "Se ficou lento com o tempo, uma revisão resolve; se sempre foi, a solução é um motor mais rápido.",
    [
      [
        "Quais são os tempos normais?",
        "Na linha basculante PPA há três faixas: padrão, Speedy e Jetflex, a mais rápida; o tempo de cada modelo está na página dele.",
      ],
      ["Ajustar a velocidade na central resolve?", "Algumas centrais permitem ajuste dentro do limite do motor. Para ganhar muito, é preciso trocar o modelo."],
      ["Abrir devagar é mais seguro?", "Não necessariamente: o carro fica mais tempo parado na rua. Motores rápidos com desaceleração suave são seguros."],
    ],
  ),

  "motor de portão com cheiro de queimado": k(
    "eletrica",
    "Cheiro de queimado é sinal de superaquecimento do enrolamento ou de componente da central. Pare de usar imediatamente.",
    ["Motor forçando por portão travado ou pesado.", "Capacitor em curto.", "Componente queimado na central."],
    ["Desligue o disjuntor.", "Identifique de onde vem o cheiro: motor ou central.", "Não toque no motor quente."],
    "Chame o técnico: continuar usando pode queimar o motor de vez ou causar curto na instalação.",
    [
      ["O cheiro passou depois de esfriar. Posso usar?", "Não antes de descobrir a causa. O superaquecimento vai se repetir e pode danificar o enrolamento."],
      ["O motor queimou?", "Nem sempre. Pode ter sido o capacitor ou a central; só o teste do enrolamento confirma."],
      ["Por que o motor esquenta tanto?", "Portão pesado, travando ou uso além do limite do modelo."],
    ],
  ),

  "motor de portão vazando óleo": k(
    "mecanica",
    "Alguns motores têm redutor em banho de óleo. Vazamento indica retentor ou vedação gasta e, se continuar, a engrenagem trabalha seca.",
    ["Retentor do eixo gasto.", "Tampa do redutor mal vedada.", "Superaquecimento aumentando a pressão interna."],
    ["Veja se o óleo vem do eixo ou da tampa.", "Limpe e observe se volta a pingar.", "Note se o motor faz barulho diferente."],
    "O técnico troca retentor ou vedação e completa o óleo com o tipo certo.",
    [
      ["Todo motor de portão tem óleo?", "Não. Muitos motores basculantes usam graxa; o óleo aparece em redutores de alguns deslizantes e pivotantes."],
      ["Posso completar o óleo?", "Só com o tipo indicado pelo fabricante e depois de corrigir o vazamento."],
      ["Vazamento é urgente?", "Se for contínuo, sim: sem lubrificação, a engrenagem se desgasta rapidamente."],
    ],
  ),

  "motor de portão não trava": k(
    "mecanica",
    "Com o motor travado, o portão não pode ser empurrado com a mão. Se ele cede, o destravamento ficou aberto ou a transmissão está gasta.",
    ["Chave de destravamento na posição errada.", "Coroa gasta ou pino da transmissão quebrado.", "Mecanismo de destravamento com defeito."],
    ["Confira a posição da chave de destravamento.", "Veja se o portão cede em todo o curso ou só em um ponto.", "Teste se o motor ainda move o portão."],
    "Se o portão continua livre com a chave travada, chame o técnico: é uma falha de segurança.",
    [
      ["Por que o portão abre empurrando?", "O motor deveria segurá-lo. Destravamento aberto ou coroa gasta deixam a folha livre."],
      ["É risco de segurança?", "Sim, qualquer pessoa pode abrir o portão empurrando."],
      ["A trava eletromagnética resolve?", "Ajuda em portões de abrir e pivotantes, mas não corrige a transmissão gasta."],
    ],
  ),

  "trava eletromagnética do portão não funciona": k(
    "eletrica",
    "A trava eletromagnética segura a folha fechada por um eletroímã. Sem funcionar, o portão pode ser aberto empurrando ou não fechar firme.",
    ["Falta de alimentação na trava.", "Placa de contato desalinhada.", "Fonte ou temporizador com defeito."],
    ["Veja se a placa metálica encosta inteira no eletroímã.", "Limpe a face do eletroímã.", "Confira se a trava é comandada pela central corretamente."],
    "O técnico verifica alimentação, alinhamento e a fonte da trava.",
    [
      ["A trava funciona sem energia?", "Não: a trava eletromagnética solta sem energia. Em locais com quedas frequentes, nobreak ajuda."],
      ["A trava segura portão pesado?", "Cada trava tem força de retenção; portões grandes podem precisar de modelo mais forte."],
      ["Por que a trava faz barulho?", "Zumbido indica placa desalinhada ou sujeira entre as faces."],
    ],
  ),

  "corrente do portão basculante solta": k(
    "mecanica",
    "Em basculantes com contrapeso por corrente, uma corrente solta desequilibra a folha e pode fazê-la cair.",
    ["Elo aberto ou desgastado.", "Fixação da corrente solta.", "Contrapeso preso na guia."],
    ["Não use o portão.", "Afaste pessoas e carros da área.", "Observe, sem tocar, onde a corrente se soltou."],
    "Chame o técnico: a corrente trabalha com o peso do contrapeso e soltá-la ou prendê-la sem técnica é perigoso.",
    [
      ["Posso usar o portão com a corrente solta?", "Não. O portão fica desequilibrado e pode cair ou travar."],
      ["Por que a corrente soltou?", "Desgaste dos elos, fixação frouxa ou contrapeso enroscando na guia."],
      ["Trocar corrente é caro?", `É um reparo mecânico dentro da faixa de conserto, ${repair}.`],
    ],
  ),

  "cabo de aço do portão basculante partido": k(
    "mecanica",
    "O cabo de aço sustenta o contrapeso ou trabalha com as molas do basculante. Partido, o portão perde o equilíbrio de um lado e pode cair.",
    ["Desgaste e corrosão dos fios.", "Cabo raspando em polia ou guia.", "Peso do portão acima do previsto."],
    ["Não use o portão e afaste as pessoas.", "Observe se o outro cabo também tem fios partidos.", "Desligue o disjuntor do motor."],
    "Chame o técnico: troca de cabo envolve o peso do portão e do contrapeso.",
    [
      ["Por que o cabo partiu?", "Corrosão, atrito em polias e falta de revisão. Os fios partem um a um antes da ruptura."],
      ["Troco só um cabo?", "O recomendado é trocar os dois, pois o desgaste costuma ser parecido."],
      ["Como perceber antes de partir?", "Fios soltos e ferrugem no cabo são avisos. Veja na revisão anual."],
    ],
  ),

  "mola do portão basculante quebrada": k(
    "mecanica",
    "As molas compensam o peso do basculante. Com uma quebrada, o portão fica pesado, torto ou desce de repente.",
    ["Fadiga do aço depois de anos de ciclos.", "Ferrugem.", "Mola subdimensionada para o peso da folha."],
    ["Não tente levantar o portão.", "Afaste pessoas da área.", "Desligue o disjuntor do motor."],
    "Molas guardam muita energia e podem ferir: a troca deve ser feita por técnico.",
    [
      ["Posso trocar a mola sozinho?", "Não. Molas tensionadas causam acidentes graves."],
      ["Troco as duas molas?", "Sim: a outra tem o mesmo tempo de uso e precisa ter a mesma tensão."],
      ["O motor aguenta sem a mola?", "Não. O motor não é feito para levantar o peso total da folha."],
    ],
  ),

  "botoeira do portão não funciona": k(
    "controle",
    "A botoeira é o botão com fio que aciona o portão. Se só ela falha, o problema está no botão ou na fiação até a central.",
    ["Botão desgastado ou oxidado.", "Fio rompido ou desconectado.", "Entrada da central danificada."],
    ["Teste com o controle remoto.", "Veja se o botão está solto ou molhado.", "Observe se a fiação passa por local úmido."],
    "O técnico testa a continuidade da fiação e troca o botão se necessário.",
    [
      ["A botoeira não funciona mas o controle sim. O que é?", "Botão ou fiação. A central e o motor estão funcionando."],
      ["Posso trocar a botoeira?", "Com o disjuntor desligado e conhecimento básico, sim; em dúvida, chame o técnico."],
      ["Dá para ter botoeira sem fio?", "Sim, com um controle fixo na parede ou um receptor adicional."],
    ],
  ),

  "interfone não abre o portão": k(
    "controle",
    "Quando o interfone deixa de abrir o portão, a ligação entre o interfone e a central ou a fechadura falhou.",
    ["Fiação entre interfone e central rompida.", "Relé do interfone com defeito.", "Configuração alterada na central."],
    ["Teste o portão pelo controle e pela botoeira.", "Veja se o interfone funciona para conversa.", "Verifique se houve obra ou troca de interfone."],
    "O técnico de portão verifica a integração com a central; defeitos do interfone em si podem exigir o técnico do interfone.",
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
    "servico",
    "Portão quebrado não escolhe hora. O primeiro passo é deixar tudo seguro e a saída liberada; o conserto vem em seguida.",
    ["Portão travado com o carro dentro ou fora.", "Portão aberto que não fecha, deixando a casa exposta.", "Portão se movendo sozinho."],
    [
      "Desligue o disjuntor se houver risco.",
      "Use a chave de destravamento para liberar o carro.",
      "Se o portão está aberto e não fecha, feche-o manualmente destravado.",
    ],
    `Chame pelo WhatsApp com foto e vídeo do problema: nosso atendimento é de ${BUSINESS_SLOTS.hours}.`,
    [
      [
        "Vocês atendem urgência?",
        `Atendemos dentro do horário comercial (${BUSINESS_SLOTS.hours}), com prioridade para portões que deixaram o imóvel aberto ou o carro preso.`,
      ],
      ["Como deixar a casa segura até o conserto?", "Feche o portão manualmente com o motor destravado e, se possível, use um cadeado ou trava manual."],
      ["O que mandar no WhatsApp para agilizar?", "Foto do motor, vídeo do portão tentando funcionar e o bairro. Com isso chegamos com a peça provável."],
    ],
  ),

  "manutenção de portão automático barata": k(
    "servico",
    "A manutenção mais barata é a que evita o conserto. Uma revisão simples custa bem menos que uma engrenagem quebrada ou um motor queimado.",
    ["Falta de lubrificação encarece o conserto depois.", "Peças de desgaste trocadas tarde danificam outras.", "Portão desequilibrado queima motor."],
    [
      "Faça você mesmo a limpeza do trilho e da fotocélula.",
      "Troque a bateria dos controles quando o alcance cair.",
      "Peça orçamento por escrito antes de qualquer troca de peça.",
    ],
    `Uma revisão ${FACTS.maintenancePerYear.home === 1 ? "anual" : "periódica"} em casa e ${FACTS.maintenancePerYear.condominium} por ano em condomínio mantêm o custo baixo.`,
    [
      ["Quanto custa uma manutenção?", `A revisão e pequenos ajustes ficam na faixa de ${repair}, dependendo de peças trocadas.`],
      ["O que posso fazer sozinho para economizar?", "Limpar o trilho, as lentes da fotocélula e trocar bateria de controle. O resto fica com o técnico."],
      ["Manutenção barata é confiável?", "Desconfie de preço muito baixo sem teste de fotocélula, força e fim de curso. O barato sai caro se o motor queimar."],
    ],
  ),

  "quanto custa consertar motor de portão": k(
    "servico",
    `O conserto da maioria dos motores de portão fica na faixa de ${repair}. O valor depende da peça: capacitor e controle estão no começo da faixa; central e engrenagem, no meio; serviços completos, no fim.`,
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
    `Se o conserto passar de metade do preço de um motor novo (${replacement} com instalação), a troca pode compensar.`,
    [
      ["Por que os orçamentos variam tanto?", "Porque o sintoma nem sempre mostra a causa. Um diagnóstico bem feito evita trocar peça à toa."],
      ["O conserto tem garantia?", `Sim: ${WARRANTY.serviceMonths} meses no serviço e ${WARRANTY.partsMonths} meses nas peças trocadas.`],
      [
        "Quando vale trocar o motor em vez de consertar?",
        `Quando o motor é muito antigo, já teve várias peças trocadas ou o conserto passa da metade do valor de um novo (${replacement} com instalação).`,
      ],
    ],
  ),

  "quanto custa trocar a placa do portão": k(
    "servico",
    `A troca da placa (central de comando) entra na faixa de conserto, de ${repair}, conforme o modelo da central e a necessidade de reconfigurar controles e percurso.`,
    ["Modelo da central compatível com o motor.", "Necessidade de trocar receptor junto.", "Instalação de protetor contra surtos."],
    ["Veja o modelo do motor e da central.", "Verifique se os controles atuais são do mesmo padrão.", "Pergunte se a configuração está inclusa."],
    "Confirme com o técnico se o defeito é mesmo da placa antes de comprar uma nova.",
    [
      ["A placa nova vem configurada?", "Não: percurso, força e controles são configurados na instalação."],
      ["Placa genérica é mais barata. Vale a pena?", "Pode não ter as mesmas funções e proteções da original. Prefira a compatível com o fabricante."],
      ["A placa tem garantia?", `Sim: ${WARRANTY.partsMonths} meses nas peças trocadas.`],
    ],
  ),

  "motor de portão queimou com raio": k(
    "eletrica",
    "Descargas elétricas são a principal causa de dano elétrico em portões automáticos. Na maioria dos casos, o motor sobrevive e o que queima é a central ou o receptor.",
    ["Surto pela rede elétrica.", "Indução pela fiação longa até o motor.", "Falta de aterramento e protetor contra surtos."],
    ["Desligue o disjuntor do portão.", "Abra manualmente com a chave de destravamento.", "Verifique se outros aparelhos da casa também queimaram."],
    "O técnico testa motor, central e receptor separadamente e instala proteção para o próximo temporal.",
    [
      ["Raio queima sempre o motor?", "Raramente o motor; central e receptor são os mais atingidos."],
      ["Seguro residencial cobre?", "Muitas apólices cobrem danos elétricos. Guarde o laudo do técnico e as peças trocadas."],
      ["Como proteger o portão de raios?", "Protetor contra surtos (DPS), aterramento e desligar o disjuntor do portão em temporais fortes."],
    ],
  ),

  "portão não reconhece controle novo": k(
    "controle",
    "Controle novo não funciona sozinho: precisa ser cadastrado no receptor e ser compatível com ele.",
    ["Controle ainda não cadastrado.", "Frequência ou codificação incompatível.", "Memória do receptor cheia."],
    [
      "Confira se o controle é compatível com o receptor (frequência e código).",
      "Tente o procedimento de cadastro do seu receptor.",
      "Verifique a bateria do controle novo.",
    ],
    "Se o receptor não aceita o controle, o técnico indica um modelo compatível ou troca o receptor.",
    [
      [
        "Comprei um controle na internet e não funciona. Por quê?",
        "Controles precisam ser da mesma frequência e codificação do receptor. Muitos modelos genéricos não são compatíveis com código rolante.",
      ],
      ["Receptor cheio? Como resolver?", "Apague controles que não são mais usados e recadastre os atuais."],
      ["Precisa de técnico para cadastrar?", "Não necessariamente; mas o acesso ao receptor e o procedimento variam. O técnico faz em minutos."],
    ],
  ),

  "portão fecha e volta": k(
    "sensores",
    "O portão chega a fechar e reabre em seguida: a central recebe sinal de obstáculo no fim do curso ou perde a referência de fechado.",
    ["Fim de curso de fechamento mal posicionado.", "Folha encostando no batente antes do fim de curso.", "Fotocélula acionada no final."],
    ["Observe se o portão encosta no batente antes de parar.", "Verifique a fotocélula.", "Veja se há desnível no piso no ponto de fechamento."],
    "O técnico ajusta o fim de curso de fechamento e a força, e corrige o batente.",
    [
      ["Por que fecha e volta na hora?", "Ao encostar no batente, a central interpreta como obstáculo e inverte. Ajustar o fim de curso resolve."],
      ["Pode ser a fotocélula?", "Sim, se algo interrompe o feixe bem no final do fechamento."],
      ["Aumentar a força resolve?", "Não é o caminho: esconde o problema e reduz a segurança."],
    ],
  ),

  "portão automático com folga": k(
    "mecanica",
    "Folga é o portão fechado que se mexe quando empurrado ou balança no movimento. Indica desgaste na transmissão ou nas fixações.",
    ["Coroa ou pinhão gastos.", "Cremalheira ou braço com parafusos soltos.", "Dobradiças ou roldanas com folga."],
    ["Empurre o portão fechado e veja quanto ele cede.", "Observe onde está a folga: motor, braço ou folha.", "Procure parafusos soltos."],
    "Folga crescente termina em quebra: peça reaperto e avaliação da transmissão.",
    [
      ["Folga no portão é normal?", "Uma pequena folga é normal; portão que abre alguns centímetros empurrando, não."],
      ["Folga é risco de segurança?", "Pode permitir que alguém force o portão. Trave e corrija."],
      ["O que se troca?", "Depende: reaperto, coroa, pinhão, cremalheira ou buchas."],
    ],
  ),

  "motor de portão travando no fim de curso": k(
    "sensores",
    "O motor que trava ou força ao chegar no fim indica fim de curso mal ajustado, e o portão encontra o batente antes de a central desligar.",
    ["Fim de curso posicionado além do batente.", "Sensor de fim de curso falhando.", "Portão dilatado ou desalinhado."],
    ["Observe se o motor continua forçando depois que o portão para.", "Veja se há marcas no batente.", "Desligue o disjuntor se o motor ficar forçando."],
    "Motor forçando no batente aquece e quebra engrenagem: chame o técnico para reajustar.",
    [
      ["O motor faz força no final e para. É grave?", "Se acontece sempre, desgasta a transmissão. O ajuste do fim de curso resolve."],
      ["Começou no verão. Tem relação?", "A dilatação muda a posição da folha. Um pequeno reajuste resolve."],
      ["Posso ajustar o imã sozinho?", "É possível em alguns modelos, mas um ajuste errado faz o portão bater ou sair do trilho."],
    ],
  ),

  "portão eletrônico não abre": k(
    "funcionamento",
    "Portão eletrônico e portão automático são a mesma coisa: motor, central e controles. Quando não abre, siga a ordem energia, controle, central, motor e portão.",
    ["Energia: disjuntor ou queda na rede.", "Controle: bateria ou cadastro.", "Motor: capacitor ou engrenagem."],
    ["Confira disjuntor e LED da central.", "Teste outro controle ou a botoeira.", "Escute o motor ao acionar."],
    "Se nada responde ou o motor zumbe, destrave para sair e chame o técnico.",
    [
      ["Portão eletrônico é diferente de automático?", "Não: os nomes são usados para o mesmo sistema de motor, central e controle."],
      ["O portão eletrônico não abre depois de chuva. E agora?", "Desligue o disjuntor e destrave. Água na central ou no motor exige secagem antes de ligar."],
      ["Como sei se é o motor ou a placa?", "Motor zumbindo aponta para capacitor ou motor; central apagada, para alimentação ou placa."],
    ],
  ),

  "portão eletrônico não fecha": k(
    "sensores",
    "Portão eletrônico que não fecha quase sempre está obedecendo a um dispositivo de segurança: fotocélula ou inversão por esforço.",
    ["Fotocélula suja ou desalinhada.", "Fim de curso de fechamento desregulado.", "Obstáculo ou atrito no trecho final."],
    ["Limpe e alinhe a fotocélula.", "Retire objetos da passagem.", "Observe se ele começa a fechar e volta."],
    "Persistindo, o técnico testa a fotocélula e ajusta a central.",
    [
      ["Por que não fecha, mas abre normalmente?", "A abertura não depende da fotocélula; o fechamento sim. O sensor é o principal suspeito."],
      ["Posso fechar manualmente?", "Sim, destravando o motor. Depois trave novamente."],
      [
        "O portão fechava e parou de fechar do nada. O que mudou?",
        "Sensor desalinhado por pancada, sujeira ou planta crescendo na frente do feixe são causas comuns.",
      ],
    ],
  ),

  "motor de portão deslizante com defeito": k(
    "mecanica",
    "No motor deslizante, defeitos se dividem entre a parte elétrica (central, capacitor) e a transmissão (pinhão, cremalheira, roldanas).",
    ["Pinhão ou cremalheira gastos.", "Capacitor fraco.", "Trilho e roldanas aumentando o esforço."],
    ["Observe se o motor gira e o portão não anda.", "Limpe o trilho e teste de novo.", "Veja se a base do motor está firme."],
    "O técnico testa cada parte; em motor deslizante, a base solta é causa frequente de desengrenar.",
    [
      ["O motor deslizante gira mas o portão não anda. Por quê?", "Pinhão gasto, cremalheira solta ou folga grande entre eles."],
      ["A base do motor pode soltar?", "Sim, com a vibração. Base solta desalinha pinhão e cremalheira."],
      ["Motor deslizante molhou na chuva. E agora?", "Desligue e destrave; o técnico seca e avalia a elevação da base."],
    ],
  ),

  "motor de portão basculante com defeito": k(
    "mecanica",
    "No motor basculante os defeitos mais comuns são coroa gasta, capacitor fraco e portão desequilibrado, que força todo o conjunto.",
    ["Coroa gasta: motor gira sem levantar o portão.", "Capacitor: motor zumbe.", "Contrapeso desregulado: portão pesado."],
    ["Destrave e teste o equilíbrio do portão.", "Escute o motor ao acionar.", "Veja se o braço de transmissão está firme."],
    "O técnico avalia motor e portão juntos: trocar peça do motor sem equilibrar o portão não resolve.",
    [
      ["Qual a peça que mais quebra no motor basculante?", "A coroa de nylon, que se desgasta com o uso e com portão pesado."],
      ["Meu basculante é antigo. Compensa trocar o motor?", `Se o conserto passa da metade do valor de um novo, sim. Kits com instalação: ${kit}.`],
      ["Motor basculante serve em portão articulado?", "Só modelos próprios para articulado; o curso e o braço são diferentes."],
    ],
  ),

  "portão automático não funciona": k(
    "funcionamento",
    "Quando o portão automático não funciona de jeito nenhum, o diagnóstico começa pelo mais simples: energia, controle e botoeira, antes de suspeitar do motor.",
    ["Falta de energia ou disjuntor desarmado.", "Central queimada.", "Motor travado ou queimado."],
    ["Confira o disjuntor e o LED da central.", "Teste botoeira e controles.", "Destrave e verifique se o portão se move com a mão."],
    "Sem resposta com energia ligada, chame o técnico e use o destravamento para sair.",
    [
      ["Por onde começar a verificar?", "Disjuntor, LED da central, controle e botoeira. Isso separa problema elétrico de mecânico."],
      [
        "O portão parou de vez depois de anos. Vale consertar?",
        `Depende do estado do motor. Consertos ficam na faixa de ${repair}; motor novo com instalação, ${kit}.`,
      ],
      ["Posso usar o portão manualmente por muito tempo?", "Pode, destravado, mas a casa fica menos segura. Resolva logo."],
    ],
  ),

  "troca de motor de portão": k(
    "servico",
    `Trocar o motor faz sentido quando o atual é antigo, queimou ou não atende mais o uso. A troca residencial fica na faixa de ${replacement} com instalação; para portões pesados e uso intenso, na faixa de ${heavy}.`,
    ["Motor queimado sem conserto compensador.", "Uso aumentou (casa virou prédio, mais carros).", "Vontade de abertura mais rápida ou mais segurança."],
    ["Meça largura, altura e estime o peso do portão.", "Conte quantas vezes ele abre por dia.", "Fotografe o motor atual e a fixação."],
    "Na troca, o técnico avalia se o portão está em condições; portão ruim encurta a vida do motor novo.",
    [
      [
        "Posso aproveitar o braço e a cremalheira do motor antigo?",
        "Às vezes, se forem compatíveis e estiverem bons. Na maioria dos casos o kit novo traz suas peças.",
      ],
      ["A troca demora quanto tempo?", `Em geral de ${FACTS.installHours}.`],
      ["O motor novo tem garantia?", `Sim: ${WARRANTY.summary.toLowerCase()}.`],
    ],
  ),
};
