import type { PlaceLocal } from "./types";

/**
 * Own text of the ABCD and other Greater São Paulo cities place pages: see ./types.ts. Every
 * concrete claim (district, station, road, date) is of a kind docs/place-facts.md allows and
 * was checked as it says; a claim that could not be checked was removed, not hedged. The
 * catalogue sells motors for tilting gates (basculantes) only, so other gate types are
 * described, never promised.
 */
export const PLACE_LOCAL_CITIES: Record<string, PlaceLocal> = {
  "santo-andre": {
    area: "O Centro de Santo André, com o calçadão da Rua Coronel Oliveira Lima, é rodeado por bairros tradicionais como Vila Bastos, Bairro Jardim, Campestre e Vila Assunção. Ao norte, Utinga e Capuava guardam a herança das fábricas nascidas ao lado da ferrovia, e Capuava tem o polo petroquímico; ao sul, Vila Luzita ocupa morros populosos. O município vai até a Serra do Mar, onde fica a vila ferroviária de Paranapiacaba, e encosta em São Caetano do Sul, São Bernardo do Campo, Mauá e na zona leste paulistana.",
    access:
      "As avenidas dos Estados e Industrial seguem o vale do Tamanduateí rumo à capital e a Mauá, e a Linha 10-Turquesa tem três estações na cidade, Utinga, Prefeito Saladino e Santo André. As quadras baixas junto à Avenida dos Estados estão no caminho das cheias do rio, e ali a central do portão pede uma caixa fechada no alto da parede. Quem mora em Paranapiacaba, na serra, convive com umidade e neblina quase o ano todo, o que encurta a vida de roldanas e dobradiças sem tratamento.",
    housing:
      "Vila Bastos e o entorno do Paço concentram edifícios com garagem coletiva, quase sempre de folha de correr. Em Campestre, Bairro Jardim e Vila Assunção há casas amplas com basculante revestido, bem mais pesado que uma folha simples de chapa: o motor se escolhe pelo peso real, não pela largura. Nos sobrados de Vila Luzita, a garagem em declive exige contrapeso ajustado antes da automação. Em Paranapiacaba, vila tombada e envolta em neblina, a fachada segue as regras de preservação e a central precisa de caixa bem vedada.",
  },
  "sao-bernardo-do-campo": {
    area: "O Centro, em volta do Paço e da Rua Marechal Deodoro, é vizinho de Nova Petrópolis, Jardim do Mar e Baeta Neves, bairros com muitos edifícios. Rudge Ramos encosta na capital e em São Caetano do Sul e abriga o campus da Universidade Metodista. Mais ao sul vêm Demarchi, Batistini e Alvarenga e o distrito de Riacho Grande, na margem da Represa Billings, e o território desce pela Serra do Mar.",
    access:
      "A Via Anchieta e a Rodovia dos Imigrantes descem ao litoral pelo município, e entre Rudge Ramos, o Centro e a divisa com Santo André o movimento se concentra nas avenidas Senador Vergueiro, Kennedy e Pereira Barreto. No Montanhão, as ladeiras são íngremes e extensas, e a garagem que fica no pé de uma delas recebe a enxurrada da rua inteira: um degrau na soleira e uma grelha transversal antes do portão desviam a água, e a base do motor deve ficar acima do ponto em que ela para.",
    housing:
      "Nova Petrópolis e Jardim do Mar reúnem prédios com garagem no subsolo, acesso por rampa e muitos ciclos diários: ali a fotocélula no topo da rampa e a revisão em dia pesam tanto quanto o motor. Rudge Ramos e Baeta Neves ainda têm sobrados com basculante de chapa, que em geral aceitam automação sem troca da folha quando ela está no prumo. Nas chácaras de Riacho Grande a entrada fica longe da casa e a umidade da represa é constante: central vedada, cabo bem dimensionado e bateria de reserva para as quedas de luz dos temporais.",
  },
  "sao-caetano-do-sul": {
    area: "O território sul-caetanense é pequeno e contínuo, dividido em bairros como Centro, Santa Paula, Barcelona, Fundação, Cerâmica, Santo Antônio, Santa Maria, Olímpico, Nova Gerty, Prosperidade, Boa Vista e Jardim São Caetano. A Fundação guarda a origem do núcleo colonial italiano do século XIX, e a Cerâmica ocupa a área da antiga fábrica que lhe deu o nome. O relevo é quase plano, marcado pelo Rio dos Meninos e pelo Tamanduateí, e a malha urbana se emenda com São Paulo, Santo André e São Bernardo.",
    access:
      "As avenidas Goiás, Presidente Kennedy e Guido Aliberti organizam o trânsito, e a Estrada das Lágrimas acompanha a divisa com a capital. Em Santa Paula e no Centro, com zona azul e pouca vaga, um carro parado diante da garagem é rotina: para instalar, reserve a frente da garagem no horário combinado. Nas torres com eclusa, o portão de pedestres também pode ganhar fechadura elétrica ligada ao interfone, separada do motor do portão de carros.",
    housing:
      "Santa Paula, Centro, Barcelona e Boa Vista concentram torres residenciais, várias recentes, com garagem de folha de correr e eclusa para pedestres. Em Santa Maria, Nova Gerty e Olímpico continuam os sobrados de lote estreito, cujo basculante abre quase sobre a calçada: ali um motor mais rápido encurta o tempo do carro parado na via, e a fotocélula protege quem passa. O Jardim São Caetano tem casas maiores, com portões revestidos e pesados. Perto dos rios, onde a água empoça nos temporais, a central vai no alto da parede, longe do piso.",
  },
  diadema: {
    area: "Diadema tem onze bairros oficiais: Centro, Conceição, Piraporinha, Taboão, Eldorado, Canhema, Casa Grande, Serraria, Campanário, Inamar e Vila Nogueira. O Taboão fica ao norte, e o Eldorado, ao sul, chega à Represa Billings, em área de mananciais. O relevo é de pequenas colinas, com poucas áreas planas. Os únicos vizinhos são São Paulo e São Bernardo do Campo.",
    access:
      "As avenidas Antônio Piranga e Piraporinha levam a São Bernardo, e do Terminal Diadema partem os trólebus do corredor ABD para o Jabaquara e São Mateus. Nos bairros, carros estacionados dos dois lados estreitam as vias, e muitas garagens ficam ao lado de uma porta de comércio no mesmo térreo: quando loja e casa dividem o quadro de luz, um circuito próprio para o motor impede que a máquina da loja derrube o portão junto.",
    housing:
      "Os lotes são pequenos e muito aproveitados: sobrados de dois ou três pavimentos, às vezes com comércio no térreo e uma garagem estreita ao lado. Predomina o basculante de ferro encomendado ao serralheiro do bairro, por vezes de chapa grossa e mais pesado do que aparenta; antes de escolher o motor, o técnico confere o peso e o equilíbrio da folha. Lojas e pequenas fábricas costumam usar porta de enrolar, que não é automatizada com estes motores. No Eldorado, perto da represa, a umidade recomenda central bem protegida.",
  },
  maua: {
    area: "Conhecida como Capital da Louça pela tradição das fábricas de porcelana, Mauá divide-se entre os polos industriais de Capuava e Sertãozinho e bairros residenciais como Jardim Zaíra, Parque São Vicente, Jardim Itapark, Matriz e Guapituba. É no município que nasce o Rio Tamanduateí, no Parque Ecológico Gruta Santa Luzia. Encosta em Santo André, Ribeirão Pires, Ferraz de Vasconcelos e na capital. Fora do vale de Capuava, o relevo é de morros e vales estreitos.",
    access:
      "A Avenida Barão de Mauá concentra o movimento em direção a Santo André, a Linha 10-Turquesa atende as estações Mauá e Guapituba, e é no município que o trecho sul do Rodoanel encontra o trecho leste. Nos bairros de morro, como o Jardim Zaíra, as ruas sobem em curvas fechadas, e nem sempre há onde parar perto do portão: ao agendar, diga onde dá para encostar. Garagem em curva fechada pede que a folha já esteja aberta quando o carro aparece, e um controle de alcance maior resolve.",
    housing:
      "Os sobrados ocupam lotes em desnível: há garagens mais baixas que a rua, com rampa de descida, e outras no alto, com acesso em aclive. Nesses casos o basculante trabalha com carga desigual, e o contrapeso precisa estar regulado antes de o motor entrar. No Centro e na Matriz aparecem prédios médios com folha de correr. Os bairros altos ficam expostos às descargas do verão, e um protetor de surto no quadro do portão, com bom aterramento, poupa a placa. Nos vales que ainda enchem em chuvas fortes, a central fica no alto.",
  },
  "ribeirao-pires": {
    area: "Além da sede, Ribeirão Pires tem os distritos de Santa Luzia e Ouro Fino Paulista. Todo o território está em área de proteção de mananciais, o que mantém lotes grandes e mata entre os bairros. Foi desmembrada de Santo André em 1953 e é estância turística.",
    access:
      "A Rodovia Índio Tibiriçá atravessa a cidade e a liga a Suzano e ao sul do ABC, e a estação da Linha 10-Turquesa fica no Centro. Fora do eixo central, as ruas contornam morros e braços de represa. Numa casa que nasceu para o fim de semana, a luz do portão muitas vezes chega por uma extensão improvisada, puxada da varanda: antes de instalar o motor, vale levar um circuito próprio até ele, com disjuntor e fio da bitola certa para a distância.",
    housing:
      "Muitas casas nasceram como refúgio de fim de semana e hoje são moradia fixa: terrenos arborizados, garagem recuada e portões de madeira ou grade. A madeira absorve umidade e ganha peso com o tempo, então um basculante revestido precisa de motor com folga de força e de articulações em bom estado. Perto da estação há sobrados com basculante de chapa. Folhas, galhos e insetos invadem a caixa do motor com facilidade, e a fiação aérea sofre com galhos em dia de tempestade: nobreak e DPS reduzem o risco de ficar com o carro preso na garagem.",
  },
  "rio-grande-da-serra": {
    area: "Rio Grande da Serra é o município mais novo do ABC, emancipado de Ribeirão Pires em 1964, e corresponde ao último R da sigla ABCDMRR. O centro se formou em volta dos trilhos, e os loteamentos sobem por encostas de Mata Atlântica, quase todos em área de proteção de mananciais.",
    access:
      "A estação Rio Grande da Serra é o ponto final da Linha 10-Turquesa, e por estrada a ligação principal é com Ribeirão Pires. Com poucas vias alternativas, uma árvore caída na pista atrasa qualquer deslocamento, e muitas vezes a mesma árvore derruba a rede elétrica: quem depende do portão para sair de casa deve ter nobreak e saber abrir a folha pela chave de destravamento. Nos bairros altos, as ladeiras apertadas deixam a garagem em rampa.",
    housing:
      "Dominam as moradias erguidas pelos próprios donos, muitas em terrenos inclinados, além de chácaras onde a lei de mananciais limita o adensamento. Os portões são simples, de ferro, e enferrujam mais rápido com a umidade constante; antes de motorizar um basculante, vale tratar articulações e guias para que a folha corra leve. Como a energia falha nas tempestades, o ideal é combinar bateria de reserva e protetor contra surtos, e ensinar todos da casa a usar a chave de destravamento.",
  },
  guarulhos: {
    area: "Guarulhos é extensa e reúne bairros de perfis bem diferentes: Centro, Macedo, Vila Augusta, Jardim Maia e Vila Galvão são os mais consolidados; Cumbica, onde fica o aeroporto, soma indústrias e galpões; Pimentas e Bonsucesso, no leste, são muito populosos. No norte, o Cabuçu abriga um núcleo do Parque Estadual da Cantareira. O Tietê separa parte do município da capital, e há divisa também com Mairiporã, Nazaré Paulista, Santa Isabel, Arujá e Itaquaquecetuba.",
    access:
      "A Via Dutra, a Rodovia Ayrton Senna e a Hélio Smidt, que leva aos terminais do aeroporto, cortam a cidade, e a Linha 13-Jade da CPTM, aberta em 2018, para nas estações Guarulhos-Cecap e Aeroporto-Guarulhos. De Vila Galvão aos Pimentas a cidade é extensa, e o que vale para uma ponta não vale para a outra: perto da Dutra e do aeroporto, galpões e pátios pedem portões de uso contínuo; nos bairros de casas, o motor residencial dá conta.",
    housing:
      "Vila Galvão, Jardim Maia e Vila Augusta misturam casas de bom padrão, com basculantes revestidos, e edifícios cuja garagem abre a todo momento nos picos. No Parque Cecap, conjunto projetado por Vilanova Artigas, Paulo Mendes da Rocha e Fábio Penteado, os blocos têm portões coletivos. Em Pimentas e Bonsucesso prevalecem sobrados construídos aos poucos, com basculante de serralheiro estreito. No Cabuçu, chácaras com portão distante da casa ganham com DPS, aterramento e bateria de reserva.",
  },
  osasco: {
    area: "O Rio Tietê divide Osasco em duas metades. Ao sul ficam o Centro, a Vila Yara, com a Cidade de Deus, sede do Bradesco, Presidente Altino, Quitaúna, com o quartel do Exército, e bairros residenciais como Bela Vista, Jaguaribe e Jardim das Flores. Ao norte do rio, Rochdale, Piratininga, Munhoz Júnior e Mutinga sobem por morros densamente ocupados. Foi distrito da capital até se tornar município e cresceu com indústrias como a Cobrasma.",
    access:
      "A Avenida dos Autonomistas atravessa a metade sul de ponta a ponta, da divisa com a capital até Carapicuíba, e as linhas 8-Diamante e 9-Esmeralda se encontram nas estações Osasco e Presidente Altino. Com poucas pontes sobre o Tietê, a zona norte fica do outro lado do rio, com vias apertadas e em subida, e ali a garagem em rampa pede basculante bem equilibrado; no sul, perto da Autonomistas, as torres precisam de portões que aguentem o pico da manhã.",
    housing:
      "A Vila Yara e o entorno do Centro reúnem torres residenciais e comerciais, com garagens de alto fluxo e revisões frequentes. Bela Vista, Jardim das Flores e Jaguaribe têm muitos sobrados com basculante. Na zona norte predominam casas erguidas pelos moradores em terrenos inclinados, com portões de ferro leves e garagens em rampa, onde o basculante precisa estar equilibrado para o motor não trabalhar forçado. Nas áreas baixas perto do Tietê e dos córregos, a central fica no alto da parede.",
  },
  barueri: {
    area: "Barueri nasceu de um aldeamento jesuítico do século XVI, e a Igreja de Nossa Senhora da Escada, no bairro da Aldeia, é o seu marco mais antigo. Hoje o município reúne o Centro, o pedaço barueriense de Alphaville e do Tamboré, além de bairros de moradia como Jardim Silveira, Jardim Belval e Engenho Novo.",
    access:
      "A Rodovia Castello Branco corta o município, com saídas para Alphaville e para o Centro, e os trens da Linha 8-Diamante param em Antônio João, Barueri, Jardim Belval e Jardim Silveira. Para entrar nos residenciais fechados, o técnico precisa de autorização prévia: mande à portaria nome e documento de quem vai instalar. Nesses loteamentos, o regulamento costuma definir o padrão do portão e da fachada, e vale ler as regras antes de trocar a folha.",
    housing:
      "Nos residenciais de Alphaville e do Tamboré, casas de alto padrão costumam ter portões altos de alumínio ou madeira, bem mais pesados que a média, e o acabamento exige um motor que arranque e pare devagar. As portarias desses loteamentos e os prédios empresariais da Alameda Rio Negro lidam com fluxo constante de veículos durante o expediente. No Centro, no Jardim Silveira e no Belval, a garagem típica é de sobrado, com basculante de chapa, o caso mais simples de automatizar quando a folha está equilibrada.",
  },
  carapicuiba: {
    area: "Emancipada de Barueri em 1965, Carapicuíba preserva a Aldeia fundada pelos jesuítas, com casas de taipa em volta de um largo gramado. O Centro se organiza junto à ferrovia, e bairros densos, como Vila Dirce e Cidade Ariston, se estendem ao redor; a Cohab é um dos maiores conjuntos habitacionais da região. Ao sul, o município alcança parte da Granja Viana.",
    access:
      "A estação Carapicuíba, da Linha 8-Diamante, fica no Centro, e a Avenida Inocêncio Seráfico vai do Centro à Aldeia passando pela Vila Dirce; a Raposo Tavares atende a porção da Granja Viana. Nos bairros de morro faltam espaço de manobra e vaga: avise se a garagem fica em rua sem saída ou junto a escadaria. Em rua sem saída, quem entra de ré na garagem passa mais tempo no vão do portão, e a fotocélula precisa ver o carro inteiro.",
    housing:
      "Na Cohab, os blocos de apartamentos dependem de portões coletivos, acionados muitas vezes por dia. Nos morros ao redor predominam sobrados feitos aos poucos pelos moradores, com basculante de ferro e garagens em aclive, onde o contrapeso bem regulado e a trava mecânica evitam sustos. Na porção da Granja Viana aparecem casas em lotes arborizados, com portões de madeira mais pesados. Nas partes altas, expostas às descargas de verão, um DPS e o aterramento do circuito protegem a central.",
  },
  cotia: {
    area: "Cotia tem dois distritos: a sede, com o centro histórico junto à Igreja Matriz, e Caucaia do Alto, mais rural, onde está a Reserva Florestal do Morro Grande. A Granja Viana, dividida com Carapicuíba, concentra condomínios e casas em meio ao verde. A imigração japonesa e a antiga Cooperativa Agrícola de Cotia marcaram a ocupação. O relevo é acidentado, cortado pelo Rio Cotia.",
    access:
      "A Rodovia Raposo Tavares é a espinha dorsal de Cotia: liga a Granja Viana, o Centro e Caucaia do Alto à capital e dá acesso ao Rodoanel. Na Granja, as ruas são sinuosas e muitos condomínios exigem cadastro de quem presta serviço. Em Caucaia, estradas vicinais de terra levam aos sítios, e a poeira da estrada seca e o barro depois da chuva vão parar no trilho e na cremalheira: numa porteira de chácara, uma escova de limpeza passada toda semana vale mais que qualquer lubrificante.",
    housing:
      "Na Granja Viana predominam casas em lotes grandes, com portões de madeira grossa ou metal, pesados e expostos à chuva; um basculante revestido ali precisa de motor com torque de sobra, e a madeira, de tratamento em dia. As guaritas dos condomínios têm tráfego intenso de moradores e entregas. Em Caucaia do Alto, as chácaras têm a entrada longe da casa, com cabos longos até a central. Árvores caindo sobre a rede são causa comum de falta de luz, e uma bateria garante alguns ciclos até a energia voltar.",
  },
  "taboao-da-serra": {
    area: "Taboão da Serra é pequena e totalmente conurbada: encosta na capital, nas regiões do Butantã e do Campo Limpo, e em Embu das Artes. Depois da fase industrial, passou a viver sobretudo de comércio e serviços, com o Shopping Taboão como referência. O Córrego Pirajuçara marca parte do limite com São Paulo.",
    access:
      "A Rodovia Régis Bittencourt atravessa a cidade e concentra o tráfego pesado rumo ao Paraná, e a Estrada do Campo Limpo e a Avenida Francisco Morato ligam a cidade à zona sul e ao Butantã. Nas encostas há ladeiras curtas e fortes, e um sobrado no meio de uma delas tem a calçada inclinada diante da garagem: o trilho de um portão de correr pediria o piso refeito em nível, e por isso ali o basculante costuma ser a escolha mais simples.",
    housing:
      "Os condomínios verticais recentes, muitos perto da Régis Bittencourt, têm garagens de folha de correr e entradas com eclusa, usadas o dia inteiro. Nos bairros de casas, os sobrados ficam em ladeira, com garagem em rampa e basculante de ferro, que pede contrapeso conferido e regulagem fina de força antes do motor. Nas ruas baixas próximas ao Pirajuçara, onde a água invade calçadas, a central vai no alto e a passagem dos cabos é vedada.",
  },
  itapevi: {
    area: "Itapevi formou-se em torno de uma parada da antiga Estrada de Ferro Sorocabana. O centro acompanha os trilhos, e os bairros se espalham por encostas, com loteamentos recentes, conjuntos habitacionais e áreas industriais. Amador Bueno, a oeste, tem vida própria junto à sua estação.",
    access:
      "Na Linha 8-Diamante, as estações Itapevi e Amador Bueno atendem o município, e pela Castello Branco chegam os caminhões dos galpões logísticos. Nas encostas, algumas ruas íngremes ainda não têm calçamento completo, e numa rua de terra a chuva leva barro para a soleira e o trilho: ao agendar, diga se o portão fica em rua de terra. Nesses endereços, uma soleira um pouco acima da rua e uma grelha na entrada da garagem mantêm o trilho limpo por mais tempo.",
    housing:
      "Nos loteamentos das encostas, casas térreas e sobrados novos têm garagens curtas e, muitas vezes, inclinadas, fechadas por basculante. A terra dos lotes em obra e a poeira levantada pelos caminhões entram nas guias e nas articulações, que precisam de limpeza frequente para o motor não forçar. Nos conjuntos habitacionais, os portões coletivos têm uso intenso. Em ruas sem drenagem, a enxurrada desce pela garagem, e o quadro de comando deve ser instalado alto e protegido.",
  },
  "santana-de-parnaiba": {
    area: "Fundada em 1580 às margens do Tietê, Santana de Parnaíba foi ponto de partida de bandeiras e guarda um casario colonial de taipa de pilão, com o Museu Anhanguera no centro histórico. Voltou a crescer a partir dos anos 1980 com os loteamentos de Alphaville e Tamboré do lado parnaibano. Bairros como a Fazendinha completam o mapa.",
    access:
      "A Estrada dos Romeiros, caminho histórico dos devotos de Pirapora, atravessa o município, e a Avenida Yojiro Takaoka faz a ponte com Alphaville e Barueri. No centro histórico, de ruas de paralelepípedo estreitas, a garagem de uma casa antiga costuma ter a soleira desnivelada, e a folha precisa de batente e dobradiças acertados antes de receber o motor. Nos residenciais, a entrada depende de liberação prévia da portaria, e a Fazendinha, de ruas que sobem morros, tem garagens em aclive.",
    housing:
      "No casario tombado do centro, os portões de madeira e as fachadas seguem regras de preservação, e a automação deve ficar discreta, do lado de dentro, sem alterar a frente. Nos loteamentos fechados de Alphaville e Tamboré predominam portões largos e revestidos, e as guaritas recebem carros o dia todo. Na Fazendinha e em bairros vizinhos há sobrados com basculante e garagens em rampa. Com tanta mata e morros, os temporais de verão trazem muitas descargas; protetor de surto e aterramento evitam a troca da placa.",
  },
  cajamar: {
    area: "Cajamar nasceu das pedreiras de calcário que abasteciam a fábrica de cimento de Perus e emancipou-se de Santana de Parnaíba em 1959. Além da sede, com vilas operárias antigas, tem os distritos de Jordanésia, às margens da Anhanguera, e Polvilho. O subsolo calcário ficou conhecido pelo afundamento de terreno de 1986 no centro.",
    access:
      "A Rodovia Anhanguera passa por Jordanésia e pelos acessos aos centros de distribuição, e a Avenida Tenente Marques é o eixo do Polvilho. Quando os turnos dos armazéns mudam, as marginais da Anhanguera enchem de caminhões e ônibus fretados. Num pátio que recebe carretas a cada troca de turno, o portão precisa de fotocélula dos dois lados e de um comando na guarita que permita parar a folha na hora.",
    housing:
      "Em Jordanésia e no Polvilho, os loteamentos têm sobrados e casas térreas com garagens curtas, fechadas por basculante. Nas vilas mais antigas da sede, as casas operárias receberam portões feitos sob medida, que precisam de alinhamento antes do motor. Os pátios dos centros de distribuição têm portões muito grandes, de uso quase contínuo, que pedem equipamento industrial, fora da linha residencial. A poeira das carretas gruda nas guias, e limpar com pano seco evita que o motor force.",
  },
  "campo-limpo-paulista": {
    area: "Campo Limpo Paulista cresceu com a ferrovia da São Paulo Railway e foi distrito de Jundiaí até se emancipar, em 1964. Pertence à região de Jundiaí, fora da Região Metropolitana de São Paulo, e tem o distrito de Botujuru, junto a Francisco Morato. O Rio Jundiaí atravessa o território, e o relevo alterna várzeas e morros.",
    access:
      "Os trens da Linha 7-Rubi param em Botujuru e em Campo Limpo Paulista, no trajeto entre a capital e Jundiaí, e por estrada a cidade se liga a Jundiaí, Várzea Paulista e Atibaia. Entre o centro e os bairros mais afastados, as ruas sobem e descem morros, e algumas chácaras ficam em estradas de terra. Numa chácara com cães soltos, a fotocélula deve ficar baixa o bastante para enxergar o animal que atravessa o portão enquanto ele fecha.",
    housing:
      "Os bairros urbanos são de casas e sobrados, e nas bordas do município aparecem chácaras em terrenos amplos. Nelas, a entrada costuma ser um portão de abrir ou de correr, de folhas largas de grade ou madeira, às vezes a dezenas de metros da casa, e o cabeamento precisa ser dimensionado para a distância e protegido da umidade. Nas casas urbanas, o basculante é o mais comum. As trovoadas de verão atingem com força as áreas abertas, e DPS, aterramento e um nobreak evitam ficar sem acesso depois de uma tempestade.",
  },
  "embu-das-artes": {
    area: "Embu das Artes tem no centro histórico o Largo dos Jesuítas, com a igreja do Rosário e a antiga residência jesuítica, hoje Museu de Arte Sacra. Em volta do centro estão ateliês, lojas de móveis e casas coloniais; mais longe, bairros populosos encostam na zona sul paulistana, e a parte sul do município fica na área de mananciais da Guarapiranga. É estância turística, emancipada em 1959.",
    access:
      "A Régis Bittencourt passa por Embu, onde também há acesso ao Rodoanel. No centro histórico, de ruas estreitas de pedra, a feira de artes dos fins de semana atrai muitos visitantes: quem mora ali deve marcar a instalação para um dia útil, quando a rua está livre. Casas e ateliês que abrem para a feira têm gente olhando e encostando no portão o dia inteiro, e uma folha que trava sozinha quando fechada dispensa cadeado.",
    housing:
      "No centro histórico, casas coloniais e ateliês usam portões de madeira, às vezes grandes e trabalhados, que pesam mais do que parecem e absorvem umidade; a automação deve respeitar a fachada. Nos condomínios em áreas verdes, há guarita na entrada e portões de uso coletivo. Nos bairros de encosta, sobrados de garagem inclinada recorrem ao basculante de ferro. A mata próxima aumenta a condensação dentro do equipamento, por isso a vedação da central e a passagem dos cabos com curva para baixo fazem diferença.",
  },
  itaquaquecetuba: {
    area: "Itaquaquecetuba surgiu de um aldeamento jesuítico, e o templo de Nossa Senhora da Ajuda é o seu marco histórico. Emancipada de Mogi das Cruzes em 1953, cresceu com loteamentos populares entre a várzea do Tietê e morros mais altos. O Itaquá Garden Shopping é a referência comercial mais recente.",
    access:
      "A Linha 12-Safira da CPTM atende as estações Engenheiro Manoel Feio, Itaquaquecetuba e Aracaré, com ligação ao Brás, e a Ayrton Senna corta o município. Nos bairros de várzea, as ruas planas alagam em temporais; nos de morro, as vias sobem longas e apertadas. Quem mora na várzea deve ter à mão a chave de destravamento, porque, com o motor desligado por segurança depois de uma cheia, é ela que abre a garagem.",
    housing:
      "A maioria das casas foi construída pelos próprios moradores, aos poucos: sobrados com laje, garagem curta e basculante de ferro feito pelo serralheiro. Por isso o técnico começa pelo prumo das guias e pelo peso da folha solta, antes de falar em motor. Nas ruas vizinhas do Tietê e dos córregos, a enxurrada chega à calçada, e a placa de comando vai presa bem acima do chão. Nos morros, a garagem em aclive pede trava mecânica e regulagem de força.",
  },
  "ferraz-de-vasconcelos": {
    area: "Ferraz de Vasconcelos, lembrada como berço da uva Itália no Brasil, é compacta e densa, e boa parte de quem mora ali trabalha em São Paulo. Fica entre a zona leste paulistana e Poá.",
    access:
      "Duas estações da Linha 11-Coral servem a cidade, Antonio Gianetti Neto e Ferraz de Vasconcelos, com ligação à zona leste paulistana. Nos bairros, as ruas são apertadas, com carros junto ao meio-fio dos dois lados, e a garagem que ocupa a frente do lote abre quase em cima de um carro estacionado: um basculante que não avance sobre a calçada e a fotocélula na linha do muro evitam a batida na folha.",
    housing:
      "Casas térreas e sobrados ocupam lotes pequenos, com a garagem tomando a frente do lote, fechada por basculante. Nos trechos baixos, junto aos córregos, a água sobe até a calçada quando chove forte: a placa do motor fica presa no alto da parede e a entrada dos fios recebe vedação. Faltas de energia são comuns no verão; um nobreak garante alguns ciclos, e a família inteira deve conhecer a chave de destravamento. Sobrados de laje costumam ter portão de ferro pesado, o que pede um motor com torque sobrando.",
  },
  suzano: {
    area: "Suzano tem a sede e os distritos de Boa Vista Paulista e Palmeiras de São Paulo, este no sul do município, junto à Rodovia Índio Tibiriçá. Recebeu muitas famílias japonesas, que ainda mantêm produção agrícola e de flores. É também polo industrial, com a fabricação de papel e celulose à frente. O Rio Tietê passa pelo norte do território.",
    access:
      "A Índio Tibiriçá liga o centro a Palmeiras e ao ABC, a Rodovia Henrique Eroles segue para Mogi e Poá, e a estação Suzano, da Linha 11-Coral, fica no centro. Caminhões das indústrias dividem as avenidas de acesso com os carros. Em Palmeiras, longe do centro, as chácaras de flores regam os canteiros perto da entrada, e a central de qualquer portão automatizado ali precisa de caixa vedada e longe do alcance dos aspersores.",
    housing:
      "No centro, prédios residenciais novos têm garagens de uso intenso. Nos bairros em volta, a maioria das casas tem garagem com basculante, e as chácaras de Palmeiras e das áreas de flores têm portões largos, de abrir. A poeira das indústrias e das rodovias se acumula nas guias e nas articulações, então a limpeza periódica deve entrar na rotina. Nas chácaras, cabos longos até o portão pedem proteção contra surtos.",
  },
  aruja: {
    area: "Arujá fica às margens da Via Dutra, entre Guarulhos e Mogi das Cruzes. Boa parte do território está em área de proteção de mananciais, e os condomínios de casas, marca da cidade, surgiram sobre antigas chácaras, ao lado de um centro compacto de comércio.",
    access:
      "A Rodovia Presidente Dutra atravessa o município e é o principal acesso a partir da capital, e a Mogi-Dutra leva a Mogi das Cruzes. Os condomínios ficam espalhados, com ruas internas longas, às vezes em aclive, e a entrada de prestadores depende de liberação da guarita: peça ao síndico a autorização antes de agendar. Numa casa de condomínio com portão próprio dentro do loteamento, um fechamento automático mais longo é aceitável, porque a rua interna tem pouco movimento.",
    housing:
      "Nos condomínios de médio e alto padrão, as casas têm terrenos amplos e portões pesados, muitas vezes em madeira ou alumínio; o motor de um basculante revestido deve ter torque sobrando e partida suave para não forçar articulações e acabamento. As guaritas, por onde passam moradores e prestadores o dia todo, pedem equipamento de uso intensivo e bateria de reserva. No centro, o basculante domina nas garagens das casas. Com muita área verde e terrenos altos, um supressor de surtos com aterramento bem feito resguarda a eletrônica nas tempestades.",
  },
  "mogi-das-cruzes": {
    area: "Mogi das Cruzes é a maior cidade do Alto Tietê, cortada pelo rio. Além do centro histórico, tem distritos como Brás Cubas, Jundiapeba, César de Souza, Sabaúna, Biritiba-Ussu, Quatinga e Taiaçupeba. A colonização japonesa e a produção de caqui marcam a área rural, e a Serra do Itapeti se ergue ao norte do centro.",
    access:
      "Quatro estações da Linha 11-Coral ficam em Mogi, de Jundiapeba a Estudantes, a última da linha, e a Mogi-Dutra leva à Via Dutra, enquanto a Mogi-Bertioga desce ao litoral. As distâncias entre distritos são grandes, e na zona rural, de estradas de terra e trechos de serra, a porteira de um sítio fica longe da tomada mais próxima: levar energia até ela é a primeira conta a fazer, antes mesmo de escolher o motor.",
    housing:
      "Na região central, prédios e casas de padrão médio convivem; as casas têm, na maioria, basculante. Brás Cubas e Jundiapeba concentram sobrados de lote pequeno, com basculante de ferro. Nos condomínios mais novos, a portaria trabalha com fluxo constante. Na zona rural, sítios e chácaras têm folhas de abrir na porteira, longe da sede. O frio úmido da serra provoca condensação no equipamento, o que exige central bem fechada; nas áreas abertas, as trovoadas pedem DPS e aterramento.",
  },
  "santa-isabel": {
    area: "Santa Isabel tem a maior parte do território protegida como manancial, com relevo recortado por serras e represas. A sede é pequena, cercada por bairros rurais, sítios e chácaras. Faz divisa com Arujá, Guarulhos, Mogi das Cruzes e Igaratá, entre outros municípios.",
    access:
      "A Via Dutra passa pelo município e é o acesso principal a partir da capital e de Guarulhos. Grande parte dos bairros rurais é alcançada por estradas de terra, escorregadias depois da chuva: ao agendar, diga se o caminho tem trechos sem asfalto e a que distância da sede fica a porteira. Em sítio com animais, a porteira automática precisa fechar devagar e com fotocélula, para não prender um bicho que passa junto com o carro.",
    housing:
      "Predominam chácaras e sítios cuja porteira é um portão de duas folhas, largo e distante da casa; na sede, casas e sobrados guardam o carro atrás de um basculante. Em propriedades grandes, o receptor do controle precisa alcançar o portão, e o cabo de alimentação deve ter bitola adequada para a distância. A rede elétrica rural sofre com quedas nas tempestades, então um nobreak e um DPS na linha do portão são recomendáveis. A umidade da mata e das represas oxida bornes, e a caixa da central tem de ser bem fechada.",
  },
  mairipora: {
    area: "Mairiporã chamava-se Juqueri até 1948, e seu território original incluía Franco da Rocha, Caieiras e Francisco Morato. O distrito de Terra Preta, perto da Fernão Dias, reúne indústrias e bairros residenciais. A Represa Paiva Castro, do Sistema Cantareira, fica no município, e na face norte da Serra da Cantareira há condomínios em meio à mata.",
    access:
      "A Rodovia Fernão Dias cruza o município e leva a Terra Preta e a Atibaia, e a Estrada de Santa Inês atravessa a Cantareira até a zona norte paulistana. As estradas da serra são sinuosas, com neblina frequente e queda de barreiras em chuva forte. Nos condomínios de chácaras, de ruas internas de terra ou paralelepípedo, o portão de cada casa costuma ficar no alto ou no pé de uma rampa de terra, e o trilho precisa de uma base de concreto que a chuva não descalce.",
    housing:
      "Nos condomínios da Cantareira e ao redor da represa, as casas ficam em terrenos amplos e inclinados, com portões de madeira ou grade e garagens em rampa. No centro e em Terra Preta há casas térreas e sobrados com basculante. A neblina constante embaça a lente da fotocélula e deixa gotículas dentro da central; limpeza periódica e boa vedação resolvem. Com fios passando pela mata, a luz costuma faltar em temporais, e uma bateria de reserva mantém o acesso; nas áreas altas, supressor de surtos e aterramento completam a proteção.",
  },
  atibaia: {
    area: "Atibaia, estância fundada em 1665 em torno de uma capela de São João Batista, fica na região Bragantina, fora da Região Metropolitana de São Paulo. O Rio Atibaia corta o município, e a Pedra Grande, na Serra do Itapetinga, domina a paisagem. No centro fica o Museu Municipal João Batista Conti, e a festa das flores e do morango é a data mais conhecida do calendário.",
    access:
      "A Rodovia Fernão Dias e a Rodovia Dom Pedro I se cruzam em Atibaia, ligando a cidade a São Paulo, Campinas e ao Vale do Paraíba. Nos fins de semana e feriados, turistas lotam o centro e os acessos às chácaras e hotéis-fazenda. Casa de campo que passa a semana fechada pede um portão que trave sozinho e um nobreak com bateria conferida, porque uma queda de luz na ausência do dono só se descobre na sexta-feira, com o carro na porta.",
    housing:
      "Os condomínios e chácaras têm casas de campo em terrenos grandes, com portões largos de madeira ou grade, às vezes em aclive. Na área urbana, sobrados com basculante são maioria. Os portões das chácaras ficam longe da casa, e o cabeamento deve ser dimensionado e protegido. A região serrana recebe muitas descargas no verão; protetor de surto, aterramento e o hábito de cortar a energia do portão quando a trovoada se aproxima preservam a placa. A umidade da serra também pede caixa vedada e bornes limpos.",
  },
  "franco-da-rocha": {
    area: "Franco da Rocha emancipou-se de Juqueri, a atual Mairiporã, em 1944 e é conhecida pelo Complexo Hospitalar do Juquery, de prédios históricos, e pelo Parque Estadual do Juquery. O centro fica na várzea do Rio Juqueri, abaixo da Represa Paiva Castro, e já foi inundado em cheias do rio. Os bairros residenciais sobem pelas encostas em volta.",
    access:
      "Na Linha 7-Rubi, a cidade tem as estações Franco da Rocha e Baltazar Fidélis, com ligação à capital, e por estrada os acessos vêm de Caieiras, Mairiporã e Francisco Morato. O centro é plano e baixo, e os bairros ao redor têm ruas íngremes e, em alguns pontos, risco de deslizamento em chuvas fortes. Numa garagem ao pé de barranco, a terra que desce com a chuva chega ao trilho antes da água, e uma mureta de contenção ao lado do portão poupa o motor.",
    housing:
      "No centro, casas e pequenos prédios estão em área sujeita a alagamento: a central do motor vai no alto, e depois de uma cheia não se liga o portão antes de secar e verificar a placa. Nas encostas, garagens em rampa são fechadas por basculantes de ferro, que precisam de contrapeso ajustado e trava. Em terrenos com barranco, a fixação do motor deve ser feita em estrutura firme. A umidade do vale também recomenda caixa vedada.",
  },
  "francisco-morato": {
    area: "Francisco Morato foi distrito de Franco da Rocha até a emancipação, e o nome homenageia o jurista Francisco Morato. O relevo é montanhoso, com bairros inteiros em encosta, e para muita gente o dia começa no trem da Linha 7 rumo à capital, de volta só à noite; é nesse horário, ao chegar, que o portão mais trabalha.",
    access:
      "Pelos trilhos da Linha 7-Rubi, que passam no centro, a cidade se liga à capital e a Jundiaí, e por rodovia, a Franco da Rocha e Campo Limpo Paulista. Dentro da cidade, as vias são estreitas e muito inclinadas, com escadarias e vielas, e estacionar perto do portão nem sempre é possível: indique um ponto de parada ao agendar. Em casa colada a uma escadaria pública, a botoeira e a caixa do receptor ficam do lado de dentro do muro, longe da mão de quem sobe e desce.",
    housing:
      "As moradias foram erguidas pelos próprios donos em lotes pequenos e inclinados, muitas com a garagem em rampa ou num piso mais baixo que a calçada. Quase sempre o portão é um basculante de ferro sob medida, que tem de ficar parado em qualquer altura quando destravado, sinal de que o motor não vai carregar o peso sozinho na subida. Nos fundos de vale, junto aos ribeirões, a enxurrada alcança as garagens, e a placa vai presa bem acima do piso. Em rampa forte, a trava mecânica segura a folha fechada; em frente estreita, com o basculante abrindo rente à calçada, a fotocélula protege quem desce a ladeira a pé.",
  },
};
