import { BRAND, WARRANTY, KIT_OFFER } from "../../../app/content/business";
import { BUSINESS_SLOTS } from "../../../app/lib/business-slots";
import { PRIVACY_PERIODS as P } from "../../../app/lib/legal";

const BUSINESS_NAME = BUSINESS_SLOTS.name;
import { PRIVACY_PATH, TERMS_PATH, WARRANTY_PATH } from "../../../app/lib/paths";

/**
 * The starting text of the footer's documents (docs/product.md §4.12): terms of use, privacy
 * policy (LGPD) and warranty terms, seeded into "Páginas do site" (db/seed/page-texts/legal.ts,
 * decision 0043); the site reads the stored rows, and this module is read by the seed only.
 * Figures are slots of "Dados do negócio" (decision 0028); the privacy policy's periods are the
 * slots of app/lib/legal.ts, filled with what the code does when the page is served.
 */

export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };
export type LegalDoc = { path: string; title: string; metaTitle: string; description: string; intro: string; sections: LegalSection[] };

export const TERMS: LegalDoc = {
  path: TERMS_PATH,
  title: "Termos de Uso",
  metaTitle: `Termos de Uso | ${BUSINESS_NAME}`,
  description: `Condições de uso do site ${BUSINESS_NAME}: caráter informativo, preços, orçamentos, contato por WhatsApp e telefone e propriedade do conteúdo.`,
  intro: `Estes termos valem para quem navega neste site, mantido por ${BUSINESS_NAME}, revendedora e instaladora de motores ${BRAND} para portão automático. Ao usar o site, você concorda com as condições abaixo.`,
  sections: [
    {
      heading: "1. Finalidade do site",
      paragraphs: [
        "O site é informativo: apresenta produtos, serviços, cidades atendidas e orientações sobre portões automáticos. Não há venda, carrinho de compras nem cadastro de visitantes.",
        "A contratação de qualquer produto ou serviço acontece depois do contato por WhatsApp ou telefone, com orçamento confirmado por nós.",
      ],
    },
    {
      heading: "2. Preços e condições",
      paragraphs: [
        `Os preços mostrados são valores de referência dos kits com instalação e podem mudar sem aviso. O valor final, o prazo e as condições de pagamento são confirmados no orçamento. No parcelamento, o kit com instalação sai ${KIT_OFFER}; ao lado de cada preço da página de motores aparecem o valor à vista, o número e o valor das parcelas, o total e os juros.`,
        "Promoções têm o período de validade informado na própria página. Fora desse período, valem as condições do orçamento.",
      ],
    },
    {
      heading: "3. Orientações técnicas",
      paragraphs: [
        "Tutoriais e dicas do site ajudam a entender e conservar o portão, mas não substituem o manual do fabricante nem a avaliação de um técnico. Mexer na parte elétrica exige cuidado: desligue a energia e, em caso de dúvida, chame um profissional.",
      ],
    },
    {
      heading: "4. Contato por WhatsApp e telefone",
      paragraphs: [
        "Os botões de WhatsApp abrem o aplicativo com uma mensagem pronta, que você pode editar antes de enviar. A conversa acontece no WhatsApp, serviço de terceiros com termos próprios.",
      ],
    },
    {
      heading: "5. Conteúdo e marcas",
      paragraphs: [
        `Textos, ilustrações e a organização do site pertencem a ${BUSINESS_NAME}. A marca ${BRAND} pertence ao seu fabricante e é citada para identificar os produtos que revendemos e instalamos.`,
        "Não é permitido copiar o conteúdo para fins comerciais sem autorização.",
      ],
    },
    {
      heading: "6. Responsabilidade",
      paragraphs: [
        "Trabalhamos para manter as informações corretas e atualizadas, mas podem ocorrer erros ou indisponibilidades. Havendo erro evidente de preço ou descrição, vale a informação confirmada no orçamento.",
      ],
    },
    {
      heading: "7. Privacidade e alterações",
      paragraphs: [
        "O tratamento de dados pessoais segue a Política de Privacidade. Estes termos podem ser atualizados; a versão publicada nesta página é a que vale. Eles são regidos pela legislação brasileira, incluindo o Código de Defesa do Consumidor.",
      ],
    },
  ],
};

/** The privacy policy, stating exactly what the site records (docs/product.md §4; decision 0014); its periods are slots. */
export function privacyPolicy(): LegalDoc {
  return {
    path: PRIVACY_PATH,
    title: "Política de Privacidade",
    metaTitle: `Política de Privacidade (LGPD) | ${BUSINESS_NAME}`,
    description: `Como o site ${BUSINESS_NAME} trata dados conforme a LGPD: sem cadastro de visitantes nem cookies de rastreamento; contagem própria de visitas e cliques sem guardar IP.`,
    intro: `Esta política explica, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD), quais dados este site guarda, por quê e por quanto tempo. Resumo: o site não tem cadastro de visitantes, não usa cookies de publicidade ou de estatística e só guarda seu nome e telefone quando você mesmo envia um pedido de visita técnica ou orçamento (ou, sendo cliente, um depoimento que autoriza publicar). Ele mesmo conta as visitas e os cliques nos botões de contato, sem cookies e sem gravar o seu endereço IP.`,
    sections: [
      {
        heading: "1. O que o site guarda",
        paragraphs: ["Só o que é necessário para o site funcionar e continuar seguro:"],
        items: [
          `Registro de páginas não encontradas: quando alguém abre um endereço que não existe, guardamos o caminho digitado, a data e hora e a página de origem (referrer), com um contador de acessos. Não guardamos IP nem qualquer dado que identifique o visitante. Serve para corrigir links quebrados; cada endereço é apagado ${P.notFoundDays} dias depois do último acesso a ele.`,
          `Contagem de visitas: cada página carrega uma pequena imagem do próprio site que soma uma visita àquela página no dia. Para contar visitantes únicos sem cookies, o site calcula um código embaralhado (hash) do endereço IP e do navegador com uma chave aleatória trocada todo dia e apagada no dia seguinte; o IP nunca é gravado e o código não permite voltar a ele. Ficam só os totais por página e por dia, guardados por ${P.statsMonths} meses e depois apagados automaticamente.`,
          `Cliques nos botões de WhatsApp e telefone: registramos a data e a hora, a página e a posição do botão, o nome do site de onde você chegou (como google.com) e, quando o endereço da página os trazia, os parâmetros de campanha (utm e gclid), com o código embaralhado do dia, para não contar duas vezes o mesmo clique em ${P.repeatClickSeconds} segundos. Com a mesma chave diária embaralhamos também o endereço e a rede de origem, sem gravar o IP, para separar como suspeitos os cliques em excesso vindos de um mesmo lugar (robôs e cliques falsos); os suspeitos são apagados após ${P.suspectDays} dias. A mensagem de WhatsApp leva um código de atendimento (como K7Q2) que liga a conversa a esse registro; nele podemos anotar o resultado do atendimento (por exemplo, orçamento enviado ou venda) e o valor. Esses registros são guardados por ${P.statsMonths} meses e depois apagados automaticamente.`,
          `Registros técnicos do servidor (logs): mensagens de funcionamento e de erro, usadas para manter o site no ar e investigar falhas, e uma linha por acesso com o endereço da página (sem os parâmetros), a resposta, o tempo, a rede de origem sem o IP completo e o tipo de aparelho. São apagados em até ${P.serverLogDays} dias.`,
          'Cookie de aviso: depois de algumas ações, um cookie de curta duração guarda a mensagem de confirmação (por exemplo, "Página salva") para exibi-la uma única vez; ele é apagado na página seguinte.',
          `Cookie de sessão da área administrativa: usado somente por quem entra no painel de administração. Guarda apenas um identificador da sessão, expira em ${P.sessionHours} horas e é apagado ao sair.`,
          `Tentativas de acesso ao painel: para bloquear ataques de senha, tentativas de login que falham ficam registradas por ${P.loginMinutes} minutos com o e-mail digitado e o endereço IP de origem; o e-mail digitado e o motivo da recusa (sem o IP) ficam também no registro de atividades do painel, apagado após ${P.activityMonths} meses.`,
          `Pedidos de visita técnica ou orçamento (formulário "Pedir visita"): o nome, o WhatsApp ou telefone, o bairro ou CEP, o tipo de portão, a descrição, o dia e o período preferidos, as fotos que você enviar (convertidas pelo site, o que apaga os dados de localização do arquivo), a página de onde veio, a data e hora e a sua autorização de contato, com o código do pedido. O pedido vai por e-mail ao endereço do negócio e fica no painel para o atendimento; é apagado automaticamente após ${P.visitRequestDays} dias, ou antes, a seu pedido. Para limitar abusos, o código embaralhado do dia do endereço e da rede de origem (sem gravar o IP) fica junto do pedido.`,
          `Depoimentos de clientes: só quando o cliente autoriza. Quem recebe de nós um link de depoimento informa o nome como quer que apareça, o bairro ou a cidade e o texto; guardamos isso com a data da autorização e só publicamos depois de conferir. Para evitar abusos, cada envio desse formulário fica registrado com o endereço IP por ${P.reviewFormMinutes} minutos. Um depoimento pode ser retirado do site a qualquer momento, a pedido do cliente.`,
        ],
      },
      {
        heading: "2. O que o site não faz",
        paragraphs: [],
        items: [
          "Não usa ferramentas de estatística de terceiros, pixels de anúncio nem cookies de rastreamento: a contagem de visitas e cliques é feita pelo próprio site, sem cookies.",
          "Não pede telefone nem nome fora do pedido de visita (que você envia se quiser) e do depoimento (aberto só por um link que enviamos a clientes): as buscas do site (problemas, cidades e postagens) não são gravadas.",
          "Não vende nem compartilha dados com terceiros.",
        ],
      },
      {
        heading: "3. WhatsApp, telefone e vídeo",
        paragraphs: [
          "Ao tocar em um botão de WhatsApp, você sai do site e a conversa acontece no WhatsApp, que trata os dados conforme a política própria. As informações que você nos enviar por lá (nome, endereço, fotos do portão) são usadas apenas para o orçamento e o atendimento.",
          "O vídeo de demonstração da página inicial só é carregado se você clicar para assistir. A partir desse clique, o serviço que hospeda o vídeo pode usar cookies próprios.",
        ],
      },
      {
        heading: "4. Serviços realizados e lembrete de manutenção",
        paragraphs: [
          `Depois de um serviço, registramos a data, o bairro ou a cidade, o serviço, o modelo do motor, o tipo de portão e uma observação. O site mostra esses dados nas páginas do bairro, do modelo e na página inicial, com o mês e o ano, nunca a rua, o número ou o sobrenome. As fotos do portão e o seu primeiro nome só aparecem se você autorizar; as fotos são publicadas sem os dados de localização gravados pelo celular.`,
          `Com a sua autorização, guardamos o seu número de WhatsApp para lembrar da próxima manutenção preventiva (${P.maintenanceHouseMonths} meses depois do serviço em casas, ${P.maintenanceCondoMonths} em condomínios). Só a administração do site vê o número; ele é apagado quando você pedir e, em qualquer caso, ${P.customerNumberMonths} meses depois do serviço. Sem a autorização, o número não é guardado.`,
        ],
      },
      {
        heading: "5. Bases legais",
        paragraphs: [
          "Os registros técnicos, o registro de páginas não encontradas, a contagem de visitas e cliques e o controle de tentativas de acesso são tratados com base no legítimo interesse (art. 7º, IX, da LGPD) de manter o site funcionando e seguro. Os dados enviados no atendimento e nos pedidos de visita são tratados para procedimentos preliminares e execução do contrato solicitado por você (art. 7º, V). Os depoimentos, as fotos e o primeiro nome nos serviços realizados e o número guardado para o lembrete de manutenção dependem do consentimento do cliente (art. 7º, I), que pode ser retirado a qualquer momento.",
        ],
      },
      {
        heading: "6. Seus direitos",
        paragraphs: [
          "Você pode pedir confirmação de tratamento, acesso, correção, anonimização ou eliminação de dados pessoais, além de informações sobre compartilhamento (art. 18 da LGPD). Para isso, fale conosco por qualquer canal de contato do site, dizendo o nome e o telefone usados no pedido; respondemos em até 15 dias. A pedido, exportamos ou apagamos de uma vez todos os pedidos feitos com o seu telefone e, nos serviços realizados, o número guardado para o lembrete e o primeiro nome. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).",
        ],
      },
      {
        heading: "7. Segurança e alterações",
        paragraphs: [
          "O site usa conexão protegida, senhas guardadas apenas como resumo criptográfico e cookies de sessão protegidos contra leitura por scripts. Esta política pode ser atualizada quando o site mudar; a versão publicada aqui é a vigente.",
        ],
      },
    ],
  };
}

export const WARRANTY_DOC: LegalDoc = {
  path: WARRANTY_PATH,
  title: "Termos de Garantia",
  metaTitle: `Garantia dos Motores ${BRAND} e da Instalação | ${BUSINESS_NAME}`,
  description: `${WARRANTY.summary}. Veja prazos, o que a garantia cobre, o que não cobre e como acioná-la.`,
  // The summary sentence is on every page already (header, home, FAQ); the terms start with the terms.
  intro: "Prazos de cada item, o que a garantia cobre, o que não cobre e como pedir o atendimento.",
  sections: [
    {
      heading: "1. Prazos",
      paragraphs: [],
      items: [
        `Motor e central ${BRAND}: garantia de fábrica de ${WARRANTY.factoryMonths} meses contra defeitos de fabricação.`,
        `Garantia estendida: ${WARRANTY.extendedMonths} meses no total quando o motor é instalado pela nossa equipe.`,
        `Serviço de instalação: ${WARRANTY.serviceMonths} meses.`,
        `Peças trocadas em manutenção ou conserto: ${WARRANTY.partsMonths} meses.`,
      ],
    },
    {
      heading: "2. O que a garantia cobre",
      paragraphs: [
        "Defeitos de fabricação do motor, da central e dos acessórios fornecidos no kit, e falhas decorrentes da instalação feita pela nossa equipe. Constatado o defeito, fazemos o reparo ou a troca da peça sem custo.",
      ],
    },
    {
      heading: "3. O que a garantia não cobre",
      paragraphs: [],
      items: [
        "Danos por raios, surtos ou variações da rede elétrica.",
        "Infiltração de água, insetos ou sujeira por tampa aberta ou mal vedada.",
        "Batidas de veículos, vandalismo, mau uso ou uso acima do indicado para o modelo (peso do portão e ciclos por hora).",
        "Defeitos do próprio portão (estrutura, roldanas, trilho, dobradiças) não reparados por nós.",
        "Equipamentos abertos, alterados ou consertados por terceiros.",
        "Desgaste natural de peças de consumo, como baterias de controle remoto.",
      ],
    },
    {
      heading: "4. Como acionar",
      paragraphs: [
        "Peça a visita técnica pelo site ou pelos contatos do rodapé, informando o endereço, o modelo e o que está acontecendo. Tenha em mãos a nota fiscal e o certificado de garantia entregues na instalação. Agendamos a visita técnica para avaliar o defeito.",
      ],
    },
    {
      heading: "5. Garantia legal",
      paragraphs: [
        "A garantia contratual acima complementa a garantia legal de 90 dias para produtos e serviços duráveis prevista no Código de Defesa do Consumidor (arts. 26 e 50).",
      ],
    },
  ],
};
