import type { Concern, HousingProfile } from "./place-profiles";

/**
 * Local facts per place, keyed by the place slug of places.ts: housing profile, the
 * conditions that wear gate motors there, well-known landmarks and avenues, and one
 * sentence about the place. Only public, well-known geography; nothing about the business.
 */
export type PlaceFacts = {
  profile: HousingProfile;
  concerns: Concern[];
  landmarks: string[];
  note: string;
};

const f = (profile: HousingProfile, concerns: Concern[], landmarks: string[], note: string): PlaceFacts => ({
  profile,
  concerns,
  landmarks,
  note,
});

export const PLACE_FACTS: Record<string, PlaceFacts> = {
  // Centro
  se: f(
    "comercial",
    ["uso-intenso", "restricao"],
    ["Praça da Sé", "Pátio do Colégio"],
    "O distrito da Sé concentra prédios antigos de escritórios e de uso misto, em que a garagem costuma ter acesso estreito e um portão usado por muita gente ao longo do dia.",
  ),
  republica: f(
    "vertical",
    ["uso-intenso", "ruido", "restricao"],
    ["Praça da República", "Avenida Ipiranga", "Edifício Copan"],
    "A República tem alguns dos prédios residenciais mais adensados da cidade, muitos dos anos 1950 e 1960, com garagens pequenas que receberam automação bem depois da construção.",
  ),
  "bela-vista": f(
    "vertical",
    ["ladeira", "ruido"],
    ["Avenida Paulista", "Bixiga", "Rua Treze de Maio"],
    "Na Bela Vista as ruas do Bixiga sobem e descem em direção à Avenida Paulista, e muitos prédios e sobrados antigos têm garagem em rampa, o que pede motor bem dimensionado e regulagem de força cuidadosa.",
  ),
  consolacao: f(
    "vertical",
    ["uso-intenso", "ruido"],
    ["Rua da Consolação", "Rua Augusta", "Higienópolis", "Universidade Mackenzie"],
    "Entre Higienópolis e a Rua Augusta, a Consolação reúne prédios residenciais de alto padrão e edifícios comerciais, com portões de garagem que funcionam o dia inteiro.",
  ),
  liberdade: f(
    "misto",
    ["uso-intenso", "restricao"],
    ["Praça da Liberdade", "Rua Galvão Bueno", "Avenida da Liberdade"],
    "A Liberdade mistura comércio intenso, prédios residenciais e sobrados antigos nas ruas mais afastadas da praça, onde os portões basculantes de garagem ainda são maioria.",
  ),
  "santa-cecilia": f(
    "vertical",
    ["ruido", "uso-intenso"],
    ["Largo Santa Cecília", "Avenida Angélica", "Elevado João Goulart (Minhocão)"],
    "Em Santa Cecília há muitos edifícios antigos perto do Minhocão e da Avenida Angélica; nesses prédios o silêncio do motor à noite pesa tanto quanto a velocidade.",
  ),
  "bom-retiro": f(
    "comercial",
    ["uso-intenso", "restricao", "poeira"],
    ["Rua José Paulino", "Estação da Luz", "Pinacoteca"],
    "O Bom Retiro vive das confecções e do atacado de roupas da Rua José Paulino: galpões e lojas com portões largos que abrem para carga e descarga o dia inteiro.",
  ),
  cambuci: f(
    "misto",
    ["alagamento", "uso-intenso"],
    ["Largo do Cambuci", "Avenida Lins de Vasconcelos", "Avenida do Estado"],
    "O Cambuci guarda galpões antigos e sobrados geminados ao lado de prédios novos, e nas vias mais baixas a água acumula em chuvas fortes.",
  ),
  aclimacao: f(
    "misto",
    ["ladeira", "ruido"],
    ["Parque da Aclimação"],
    "Ao redor do Parque da Aclimação convivem casas antigas, sobrados e prédios residenciais, em ruas com bastante declive que exigem atenção à rampa da garagem.",
  ),

  // Zona Norte
  santana: f(
    "vertical",
    ["uso-intenso", "seguranca"],
    ["Avenida Cruzeiro do Sul", "Rua Voluntários da Pátria", "Campo de Marte"],
    "Santana tem muitos condomínios verticais ao longo da Rua Voluntários da Pátria e das estações da Linha 1-Azul do metrô.",
  ),
  tucuruvi: f(
    "misto",
    ["seguranca", "raios"],
    ["Estação Tucuruvi", "Avenida Nova Cantareira"],
    "No Tucuruvi, fim da Linha 1-Azul, casas e sobrados dividem espaço com prédios novos, e quem sobe em direção à Cantareira encontra ruas mais íngremes.",
  ),
  "casa-verde": f(
    "sobrados",
    ["alagamento", "ladeira"],
    ["Avenida Casa Verde", "Marginal Tietê"],
    "Na Casa Verde, as partes baixas sentem as chuvas de verão e as altas têm ruas de forte inclinação.",
  ),
  "vila-maria": f(
    "galpoes",
    ["uso-intenso", "poeira", "alagamento"],
    ["Marginal Tietê", "Rodovia Presidente Dutra"],
    "A Vila Maria é conhecida pelas transportadoras e galpões próximos da Marginal Tietê e da Via Dutra, ao lado de ruas residenciais com sobrados.",
  ),
  tremembe: f(
    "chacaras",
    ["umidade", "raios", "queda-energia"],
    ["Serra da Cantareira", "Horto Florestal"],
    "O Tremembé encosta na Serra da Cantareira: há casas com terrenos maiores, condomínios arborizados e muita umidade, o que pede central bem vedada e proteção contra raios.",
  ),
  mandaqui: f(
    "sobrados",
    ["ladeira"],
    ["Hospital do Mandaqui"],
    "O Mandaqui é um bairro residencial de ladeiras, com sobrados e casas cuja garagem muitas vezes fica abaixo ou acima do nível da rua.",
  ),
  "freguesia-do-o": f(
    "sobrados",
    ["ladeira", "alagamento"],
    ["Largo da Matriz da Freguesia do Ó", "Avenida Itaberaba"],
    "A Freguesia do Ó, um dos bairros mais antigos da cidade, tem ruas que descem do alto até a várzea do Tietê.",
  ),
  pirituba: f(
    "misto",
    ["ladeira", "poeira"],
    ["Estação Pirituba", "Rodovia Anhanguera"],
    "Pirituba tem relevo acidentado, muitos sobrados e condomínios novos perto da Linha 7-Rubi e do acesso à Via Anhanguera.",
  ),
  "vila-guilherme": f(
    "misto",
    ["alagamento", "uso-intenso"],
    ["Center Norte", "Expo Center Norte"],
    "Na Vila Guilherme, casas térreas e sobrados convivem com galpões e comércio ligados à Marginal Tietê.",
  ),
  jacana: f(
    "sobrados",
    ["ladeira", "queda-energia"],
    [],
    "O Jaçanã, do samba \u201cTrem das Onze\u201d, fica na divisa com Guarulhos e é um bairro de casas e sobrados em ruas de subida.",
  ),
  brasilandia: f(
    "conjuntos",
    ["ladeira", "raios"],
    ["Serra da Cantareira"],
    "A Brasilândia se espalha pelas encostas da Cantareira, com casas construídas em etapas, garagens apertadas e ruas muito íngremes.",
  ),
  limao: f(
    "misto",
    ["alagamento", "uso-intenso"],
    ["Avenida Inajar de Souza", "Marginal Tietê"],
    "O Limão junta galpões e empresas perto da Marginal Tietê com vilas de casas e sobrados nas ruas mais altas.",
  ),

  // Zona Sul
  "vila-mariana": f(
    "vertical",
    ["uso-intenso", "ruido"],
    ["Rua Domingos de Morais", "Estação Ana Rosa", "Cinemateca Brasileira"],
    "A Vila Mariana se verticalizou ao longo da Linha 1-Azul, mas mantém vilas e sobrados antigos nas ruas internas.",
  ),
  moema: f(
    "vertical",
    ["ruido", "uso-intenso", "seguranca"],
    ["Parque Ibirapuera", "Avenida Ibirapuera", "Shopping Ibirapuera"],
    "Moema, vizinha do Parque Ibirapuera, é tomada por condomínios verticais de médio e alto padrão, com garagens de subsolo e grande fluxo de carros.",
  ),
  saude: f(
    "misto",
    ["ruido", "uso-intenso"],
    ["Estação Praça da Árvore", "Avenida Jabaquara"],
    "Na Saúde há sobrados de rua e prédios ao longo da Avenida Jabaquara.",
  ),
  ipiranga: f(
    "misto",
    ["ladeira", "alagamento"],
    ["Museu do Ipiranga", "Parque da Independência", "Rua Silva Bueno"],
    "O Ipiranga, do Museu e do Parque da Independência, tem sobrados antigos, vilas e cada vez mais prédios, e as partes baixas perto do Rio Tamanduateí sofrem com chuva forte.",
  ),
  jabaquara: f(
    "sobrados",
    ["ladeira", "uso-intenso"],
    ["Terminal Jabaquara", "Rodovia dos Imigrantes"],
    "O Jabaquara, no fim da Linha 1-Azul e no começo da Imigrantes, tem sobrados e casas térreas em ruas de sobe e desce, além de pequenos condomínios.",
  ),
  "santo-amaro": f(
    "comercial",
    ["uso-intenso", "seguranca"],
    ["Largo Treze de Maio", "Avenida Santo Amaro", "Avenida João Dias"],
    "Santo Amaro tem comércio forte nas avenidas Santo Amaro e João Dias, com lojas, galpões e condomínios residenciais nas ruas vizinhas.",
  ),
  "campo-belo": f(
    "vertical",
    ["ruido", "uso-intenso"],
    ["Aeroporto de Congonhas", "Avenida Roberto Marinho"],
    "No Campo Belo, muitos portões de garagem são largos e pesados.",
  ),
  brooklin: f(
    "vertical",
    ["uso-intenso", "seguranca"],
    ["Avenida Engenheiro Luís Carlos Berrini", "Avenida Santo Amaro"],
    "O Brooklin reúne torres residenciais e comerciais perto da Berrini e ruas de casas mais antigas, onde o portão basculante ainda é comum.",
  ),
  interlagos: f(
    "horizontal",
    ["umidade", "raios"],
    ["Autódromo José Carlos Pace", "Represa de Guarapiranga", "Represa Billings"],
    "Interlagos, do autódromo José Carlos Pace, tem casas em terrenos amplos e condomínios fechados.",
  ),
  "cidade-ademar": f(
    "conjuntos",
    ["ladeira", "alagamento"],
    ["Avenida Cupecê"],
    "A Cidade Ademar, na divisa com Diadema, tem casas construídas em lotes estreitos, com garagens que dão direto para a calçada.",
  ),
  "capao-redondo": f(
    "conjuntos",
    ["ladeira", "queda-energia"],
    ["Estação Capão Redondo", "Estrada de Itapecerica"],
    "No Capão Redondo, fim da Linha 5-Lilás, predominam casas e sobrados de família, muitas vezes com portão de ferro basculante feito sob medida.",
  ),
  "campo-limpo": f(
    "misto",
    ["ladeira", "uso-intenso"],
    ["Shopping Campo Limpo", "Avenida Carlos Caldeira Filho"],
    "O Campo Limpo alterna condomínios verticais novos perto da Linha 5-Lilás e bairros de casas nas encostas.",
  ),
  "vila-andrade": f(
    "vertical",
    ["uso-intenso", "seguranca"],
    ["Panamby", "Avenida Giovanni Gronchi"],
    "A Vila Andrade concentra grandes condomínios verticais, como os do Panamby, com várias torres e portarias de uso intenso.",
  ),
  cursino: f("sobrados", ["ladeira"], ["Avenida do Cursino", "Zoológico de São Paulo"], "O Cursino é um distrito de sobrados e casas em ruas inclinadas."),

  // Zona Leste
  mooca: f(
    "misto",
    ["uso-intenso", "alagamento"],
    ["Rua da Mooca", "Rua Javari", "Avenida Paes de Barros"],
    "A Mooca, de tradição italiana e industrial, tem galpões antigos convertidos, vilas operárias, sobrados e muitos prédios novos.",
  ),
  tatuape: f(
    "vertical",
    ["uso-intenso", "seguranca"],
    ["Praça Silvio Romero", "Rua Tuiuti", "Shopping Metrô Tatuapé"],
    "O Tatuapé é um dos bairros mais verticalizados da Zona Leste, com muitos condomínios de alto padrão.",
  ),
  penha: f(
    "sobrados",
    ["ladeira"],
    ["Basílica de Nossa Senhora da Penha", "Shopping Penha"],
    "A Penha, de ruas que sobem até o Santuário de Nossa Senhora da Penha, tem sobrados antigos e casas com garagem em desnível.",
  ),
  "vila-formosa": f(
    "sobrados",
    ["raios", "seguranca"],
    ["Cemitério da Vila Formosa"],
    "A Vila Formosa é um bairro de casas térreas e sobrados com garagem coberta.",
  ),
  carrao: f(
    "sobrados",
    ["ruido", "seguranca"],
    ["Avenida Conselheiro Carrão", "Estação Carrão"],
    "O Carrão tem ruas residenciais tranquilas perto da Avenida Conselheiro Carrão e da Linha 3-Vermelha, com muitos sobrados geminados.",
  ),
  "vila-prudente": f(
    "misto",
    ["uso-intenso", "poeira"],
    ["Estação Vila Prudente", "Avenida Professor Luiz Ignácio Anhaia Mello"],
    "A Vila Prudente vem trocando pequenas indústrias por condomínios.",
  ),
  itaquera: f(
    "conjuntos",
    ["uso-intenso", "seguranca"],
    ["Neo Química Arena", "Shopping Metrô Itaquera", "Avenida Radial Leste"],
    "Itaquera, casa da Neo Química Arena, combina conjuntos habitacionais, sobrados e condomínios novos perto da Radial Leste.",
  ),
  "sao-mateus": f(
    "sobrados",
    ["ladeira", "queda-energia"],
    ["Avenida Mateo Bei", "Avenida Ragueb Chohfi"],
    "São Mateus tem comércio de bairro forte na Avenida Mateo Bei e muitas casas e sobrados em ruas de subida.",
  ),
  aricanduva: f(
    "misto",
    ["alagamento", "uso-intenso"],
    ["Avenida Aricanduva", "Shopping Aricanduva"],
    "No Aricanduva, a avenida do fundo do vale costuma alagar em chuvas fortes; nas ruas ao redor há casas, sobrados e comércio.",
  ),
  belem: f(
    "misto",
    ["uso-intenso", "ruido"],
    ["Avenida Celso Garcia", "Estação Belém"],
    "O Belém, ao longo da Avenida Celso Garcia e da Linha 3-Vermelha, tem casarões antigos, pequenas fábricas e prédios residenciais recentes.",
  ),
  bras: f(
    "comercial",
    ["uso-intenso", "restricao"],
    ["Rua Oriente", "Largo da Concórdia"],
    "O Brás é o grande polo de comércio popular de roupas, com galpões, lojas e estacionamentos cujos portões abrem e fecham desde a madrugada.",
  ),
  guaianases: f(
    "conjuntos",
    ["ladeira", "queda-energia"],
    ["Estação Guaianases"],
    "Guaianases, no extremo leste e servida pela Linha 11-Coral, tem bairros de casas e sobrados construídos em terrenos inclinados.",
  ),
  sapopemba: f(
    "conjuntos",
    ["ladeira", "uso-intenso"],
    ["Avenida Sapopemba"],
    "Sapopemba tem sobrados, casas e conjuntos residenciais ao longo da Avenida Sapopemba.",
  ),
  "cidade-tiradentes": f(
    "conjuntos",
    ["queda-energia", "ladeira"],
    [],
    "A Cidade Tiradentes abriga um dos maiores complexos de conjuntos habitacionais da América Latina, com prédios baixos e casas que ganharam garagem e portão com o tempo.",
  ),
  "ermelino-matarazzo": f(
    "sobrados",
    ["alagamento"],
    ["Estação Comendador Ermelino", "USP Leste"],
    "Ermelino Matarazzo, na Linha 12-Safira e perto da várzea do Tietê, tem bairros de casas térreas e sobrados com garagem na frente.",
  ),

  // Zona Oeste
  pinheiros: f(
    "vertical",
    ["uso-intenso", "ruido"],
    ["Largo da Batata", "Avenida Brigadeiro Faria Lima", "Rua dos Pinheiros"],
    "Pinheiros trocou muitas casas por prédios residenciais e comerciais em torno do Largo da Batata, mas ainda tem vilas e sobrados nas ruas internas.",
  ),
  lapa: f(
    "misto",
    ["alagamento", "uso-intenso"],
    ["Mercado da Lapa", "Estação Lapa", "Rua Doze de Outubro"],
    "A Lapa tem comércio forte na Rua Doze de Outubro, galpões perto da ferrovia e bairros residenciais como a Lapa de Baixo e o Alto da Lapa.",
  ),
  perdizes: f(
    "vertical",
    ["ladeira", "ruido"],
    ["PUC-SP", "Rua Cardoso de Almeida"],
    "Perdizes é cheia de ladeiras e prédios residenciais; muitas garagens têm rampa íngreme, o que exige atenção à força do motor e ao travamento do portão.",
  ),
  butanta: f(
    "misto",
    ["ladeira", "raios"],
    ["Cidade Universitária (USP)", "Instituto Butantan", "Avenida Vital Brasil"],
    "O Butantã, da USP e do Instituto Butantan, mistura casas de famílias antigas, sobrados e prédios voltados a estudantes.",
  ),
  morumbi: f(
    "alto-padrao",
    ["seguranca", "raios"],
    ["Estádio do Morumbi", "Palácio dos Bandeirantes", "Avenida Giovanni Gronchi"],
    "No Morumbi, casas de alto padrão em terrenos grandes têm portões altos e pesados, muitas vezes de madeira ou alumínio, em que segurança e velocidade de abertura contam muito.",
  ),
  "vila-leopoldina": f(
    "vertical",
    ["uso-intenso", "poeira"],
    ["Ceagesp", "Marginal Pinheiros"],
    "A Vila Leopoldina, vizinha do Ceagesp, viu antigos galpões darem lugar a condomínios-clube com muitos apartamentos e garagens movimentadas.",
  ),
  jaguare: f(
    "galpoes",
    ["uso-intenso", "poeira"],
    ["Avenida Jaguaré", "Marginal Pinheiros"],
    "O Jaguaré tem área industrial e logística perto da Marginal Pinheiros e bairros residenciais nas partes altas.",
  ),
  "alto-de-pinheiros": f(
    "alto-padrao",
    ["seguranca", "poeira"],
    ["Parque Villa-Lobos", "Praça do Pôr do Sol"],
    "Alto de Pinheiros é um bairro de casas amplas, muros altos e ruas arborizadas perto do Parque Villa-Lobos, onde folhas e galhos também acabam nos trilhos dos portões.",
  ),
  "barra-funda": f(
    "galpoes",
    ["alagamento", "uso-intenso"],
    ["Terminal Barra Funda", "Memorial da América Latina"],
    "A Barra Funda alterna galpões e antigas fábricas com condomínios novos perto do Terminal Barra Funda, e as partes baixas enfrentam alagamentos.",
  ),
  pompeia: f(
    "misto",
    ["ladeira", "ruido"],
    ["Sesc Pompeia"],
    "A Pompeia, na região do Sesc Pompeia, tem ruas em ladeira com vilas, sobrados e prédios de médio porte.",
  ),
  "vila-madalena": f(
    "sobrados",
    ["ladeira", "ruido"],
    ["Beco do Batman", "Rua Aspicuelta"],
    "A Vila Madalena é de ladeiras, sobrados e casas geminadas com garagem estreita, em ruas que têm movimento de bares à noite.",
  ),
  "rio-pequeno": f("misto", ["ladeira", "queda-energia"], ["Avenida Escola Politécnica"], "O Rio Pequeno tem conjuntos residenciais, casas e condomínios."),
  "jardim-paulista": f(
    "alto-padrao",
    ["seguranca", "ruido"],
    ["Rua Oscar Freire", "Avenida Nove de Julho"],
    "O Jardim Paulista, nos Jardins, combina casas de alto padrão e prédios residenciais, com portões que precisam ser discretos, silenciosos e rápidos.",
  ),
  "itaim-bibi": f(
    "vertical",
    ["uso-intenso", "seguranca"],
    ["Avenida Brigadeiro Faria Lima", "Avenida Juscelino Kubitschek", "Rua Joaquim Floriano"],
    "No Itaim Bibi, as garagens das torres corporativas e residenciais recebem fluxo constante de carros.",
  ),

  // ABCD
  "santo-andre": f(
    "misto",
    ["alagamento", "uso-intenso"],
    ["Paço Municipal", "Paranapiacaba", "Linha 10-Turquesa"],
    "Santo André tem centro verticalizado e indústrias às margens do Tamanduateí.",
  ),
  "sao-bernardo-do-campo": f(
    "misto",
    ["ladeira", "umidade"],
    ["Via Anchieta", "Represa Billings"],
    "São Bernardo do Campo, berço da indústria automobilística no país, tem bairros residenciais em relevo acidentado e áreas junto à Represa Billings.",
  ),
  "sao-caetano-do-sul": f(
    "vertical",
    ["uso-intenso", "alagamento"],
    ["Avenida Goiás"],
    "São Caetano do Sul é pequena, plana e muito adensada, com prédios e sobrados lado a lado, e figura entre as cidades de maior IDH do país.",
  ),
  diadema: f(
    "conjuntos",
    ["ladeira", "uso-intenso"],
    ["Rodovia dos Imigrantes"],
    "Diadema, uma das cidades mais densas do país, tem muitas casas e pequenas indústrias em lotes pequenos.",
  ),
  maua: f(
    "misto",
    ["ladeira", "raios"],
    ["Avenida Barão de Mauá", "Linha 10-Turquesa"],
    "Mauá, perto do polo petroquímico de Capuava, tem bairros residenciais de casas e sobrados e muitas ruas em morro.",
  ),
  "ribeirao-pires": f(
    "chacaras",
    ["umidade", "raios", "queda-energia"],
    ["Represa Billings"],
    "Ribeirão Pires é estância turística em área de mananciais, com casas em terrenos arborizados, neblina frequente e chuva forte no verão.",
  ),
  "rio-grande-da-serra": f(
    "chacaras",
    ["umidade", "queda-energia"],
    ["Linha 10-Turquesa"],
    "Rio Grande da Serra, última estação da Linha 10-Turquesa, tem casas e chácaras em meio à mata.",
  ),

  // Outras cidades
  guarulhos: f(
    "galpoes",
    ["uso-intenso", "raios"],
    ["Aeroporto Internacional de Guarulhos", "Rodovia Presidente Dutra", "Rodovia Fernão Dias"],
    "Guarulhos, a segunda cidade mais populosa do estado, tem o maior aeroporto do país, muitos galpões logísticos às margens da Dutra e bairros residenciais de todos os perfis.",
  ),
  osasco: f(
    "misto",
    ["uso-intenso", "alagamento"],
    ["Calçadão da Rua Antônio Agu", "Rodovia Castello Branco", "Rodoanel"],
    "Osasco tem comércio forte no calçadão da Rua Antônio Agu, sedes de grandes empresas e bairros de casas e prédios.",
  ),
  barueri: f(
    "horizontal",
    ["seguranca", "uso-intenso"],
    ["Alphaville", "Arena Barueri", "Rodovia Castello Branco"],
    "Barueri reúne os condomínios residenciais e empresariais de Alphaville, um centro de comércio tradicional e bairros residenciais ao longo da Castello Branco.",
  ),
  carapicuiba: f("conjuntos", ["ladeira", "raios"], ["Aldeia de Carapicuíba", "Linha 8-Diamante"], "Carapicuíba tem bairros de casas e sobrados em morros."),
  cotia: f(
    "horizontal",
    ["umidade", "queda-energia", "raios"],
    ["Granja Viana", "Rodovia Raposo Tavares"],
    "Cotia, ao longo da Raposo Tavares, tem os condomínios de casas da Granja Viana e áreas mais rurais com chácaras e portões largos.",
  ),
  "taboao-da-serra": f(
    "vertical",
    ["ladeira", "uso-intenso"],
    ["Rodovia Régis Bittencourt"],
    "Taboão da Serra, cortada pela Régis Bittencourt, tem muitos condomínios verticais novos e bairros de casas em ladeira.",
  ),
  itapevi: f(
    "conjuntos",
    ["poeira", "ladeira"],
    ["Rodovia Castello Branco", "Linha 8-Diamante"],
    "Itapevi cresceu com galpões logísticos perto da Castello Branco e com bairros residenciais novos nas encostas.",
  ),
  "santana-de-parnaiba": f(
    "horizontal",
    ["seguranca", "raios"],
    ["Centro histórico", "Alphaville", "Tamboré"],
    "Santana de Parnaíba tem um centro histórico colonial preservado e boa parte dos condomínios residenciais de Alphaville e Tamboré.",
  ),
  cajamar: f(
    "galpoes",
    ["uso-intenso", "poeira"],
    ["Rodovia Anhanguera"],
    "Cajamar virou um dos maiores polos de centros de distribuição do país ao longo da Anhanguera, com portões de pátio de caminhões ao lado de bairros residenciais.",
  ),
  "campo-limpo-paulista": f(
    "chacaras",
    ["umidade", "raios"],
    ["Linha 7-Rubi"],
    "Campo Limpo Paulista, vizinha de Jundiaí e servida pela Linha 7-Rubi, tem bairros de casas e chácaras em terrenos amplos.",
  ),
  "embu-das-artes": f(
    "misto",
    ["ladeira", "umidade"],
    ["Centro histórico", "Rodovia Régis Bittencourt"],
    "Embu das Artes é conhecida pela feira de artesanato do centro histórico e tem bairros residenciais e condomínios em áreas verdes perto da Régis Bittencourt.",
  ),
  itaquaquecetuba: f(
    "conjuntos",
    ["alagamento", "ladeira"],
    ["Linha 12-Safira", "Rodovia Ayrton Senna"],
    "Itaquaquecetuba, servida pela Linha 12-Safira e pela Rodovia Ayrton Senna, cresceu com loteamentos em que cada família ergueu a própria casa.",
  ),
  "ferraz-de-vasconcelos": f(
    "sobrados",
    ["alagamento", "queda-energia"],
    ["Linha 11-Coral"],
    "Ferraz de Vasconcelos, na Linha 11-Coral, é uma cidade de bairros residenciais com casas térreas e sobrados.",
  ),
  suzano: f(
    "misto",
    ["uso-intenso", "poeira"],
    ["Linha 11-Coral", "Rodovia Índio Tibiriçá"],
    "Suzano tem comércio central forte e bairros residenciais que crescem ao longo da Linha 11-Coral.",
  ),
  aruja: f(
    "horizontal",
    ["seguranca", "raios"],
    ["Rodovia Presidente Dutra"],
    "Arujá, às margens da Dutra, é conhecida pelos condomínios residenciais fechados.",
  ),
  "mogi-das-cruzes": f(
    "misto",
    ["umidade", "raios"],
    ["Serra do Itapeti", "Linha 11-Coral", "Rodovia Mogi-Bertioga"],
    "Mogi das Cruzes combina centro histórico, bairros residenciais e condomínios com um cinturão verde de produção agrícola.",
  ),
  "santa-isabel": f(
    "chacaras",
    ["queda-energia", "raios", "umidade"],
    ["Rodovia Presidente Dutra"],
    "Santa Isabel tem grande área rural, com sítios e chácaras de lazer em que o portão de entrada costuma ser largo.",
  ),
  mairipora: f(
    "chacaras",
    ["umidade", "raios", "queda-energia"],
    ["Serra da Cantareira", "Rodovia Fernão Dias"],
    "Mairiporã tem condomínios de chácaras e casas em meio à mata, neblina e quedas de energia em temporais.",
  ),
  atibaia: f(
    "chacaras",
    ["raios", "umidade"],
    ["Pedra Grande", "Rodovia Fernão Dias"],
    "Atibaia, da Pedra Grande, tem casas de campo, condomínios e chácaras com portões amplos.",
  ),
  "franco-da-rocha": f(
    "misto",
    ["ladeira", "umidade"],
    ["Parque Estadual do Juquery", "Linha 7-Rubi"],
    "Franco da Rocha, ao lado do Parque Estadual do Juquery e na Linha 7-Rubi, tem bairros residenciais em relevo acidentado.",
  ),
  "francisco-morato": f(
    "conjuntos",
    ["ladeira", "alagamento"],
    ["Linha 7-Rubi"],
    "Francisco Morato tem ruas muito inclinadas, com casas e sobrados construídos em lotes pequenos e muitos moradores que trabalham na capital.",
  ),

  // Bairros de Osasco (sections of the city page: their text is in place-local/osasco-guarulhos.ts,
  // so the note is empty; profile and concerns still shape the posts)
  "centro-osasco": f("comercial", ["uso-intenso", "restricao"], ["Calçadão da Rua Antônio Agu", "Estação Osasco"], ""),
  "vila-yara-osasco": f("vertical", ["uso-intenso", "seguranca"], ["Cidade de Deus (sede do Bradesco)", "Rodovia Castello Branco"], ""),
  "jardim-das-flores-osasco": f("sobrados", ["ladeira", "ruido"], [], ""),
  "presidente-altino-osasco": f("misto", ["uso-intenso", "ruido"], ["Estação Presidente Altino"], ""),
  "km-18-osasco": f("sobrados", ["seguranca", "poeira"], [], ""),
  "rochdale-osasco": f("conjuntos", ["ladeira", "queda-energia"], [], ""),
  "bela-vista-osasco": f("sobrados", ["seguranca", "ruido"], [], ""),
  "jardim-veloso-osasco": f("conjuntos", ["poeira", "ladeira"], [], ""),
  "munhoz-junior-osasco": f("sobrados", ["alagamento", "seguranca"], [], ""),
  "quitauna-osasco": f("misto", ["uso-intenso", "raios"], ["Estação Quitaúna", "Quartel de Quitaúna"], ""),
  "novo-osasco-osasco": f("misto", ["uso-intenso", "queda-energia"], [], ""),
  "bonfim-osasco": f("sobrados", ["ladeira", "alagamento"], [], ""),
  "piratininga-osasco": f("comercial", ["seguranca", "restricao"], [], ""),
  "vila-campesina-osasco": f("misto", ["raios", "ruido"], [], ""),
  "jaguaribe-osasco": f("conjuntos", ["uso-intenso", "ladeira"], [], ""),
  "cipava-osasco": f("sobrados", ["ladeira", "umidade"], [], ""),

  // Bairros de Guarulhos
  "centro-guarulhos": f("comercial", ["uso-intenso", "restricao"], [], ""),
  "vila-galvao-guarulhos": f("misto", ["seguranca", "ruido"], [], ""),
  "macedo-guarulhos": f("vertical", ["uso-intenso", "ruido"], [], ""),
  "gopouva-guarulhos": f("sobrados", ["ladeira", "seguranca"], [], ""),
  "bonsucesso-guarulhos": f("conjuntos", ["poeira", "queda-energia"], ["Shopping Bonsucesso"], ""),
  "pimentas-guarulhos": f("conjuntos", ["ladeira", "alagamento"], [], ""),
  "cumbica-guarulhos": f("galpoes", ["uso-intenso", "raios"], ["Aeroporto Internacional de Guarulhos", "Base Aérea de São Paulo"], ""),
  "taboao-guarulhos": f("sobrados", ["poeira", "ladeira"], [], ""),
  "picanco-guarulhos": f("misto", ["seguranca", "uso-intenso"], [], ""),
  "jardim-maia-guarulhos": f("vertical", ["ruido", "seguranca"], ["Bosque Maia"], ""),
  "vila-augusta-guarulhos": f("vertical", ["uso-intenso", "queda-energia"], [], ""),
  "cocaia-guarulhos": f("conjuntos", ["poeira", "raios"], [], ""),
  "sao-joao-guarulhos": f("sobrados", ["umidade", "ladeira"], [], ""),
  "ponte-grande-guarulhos": f("misto", ["alagamento", "uso-intenso"], [], ""),
};
