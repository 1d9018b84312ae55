/**
 * The one-sentence opening (the lead) of each place page, by place slug (app/content/places.ts): the
 * place's own geography in one sentence, and the page's meta description when it fits with the
 * offer. Only public, well-known geography; nothing about the business. Read by the seed only
 * (db/seed/page-texts/places.ts, decision 0043).
 */
export const PLACE_NOTES: Readonly<Record<string, string>> = {
  se: "O distrito da Sé concentra prédios antigos de escritórios e de uso misto, em que a garagem costuma ter acesso estreito e um portão usado por muita gente ao longo do dia.",
  republica:
    "A República tem alguns dos prédios residenciais mais adensados da cidade, muitos dos anos 1950 e 1960, com garagens pequenas que receberam automação bem depois da construção.",
  "bela-vista":
    "Na Bela Vista as ruas do Bixiga sobem e descem em direção à Avenida Paulista, e muitos prédios e sobrados antigos têm garagem em rampa, o que pede motor bem dimensionado e regulagem de força cuidadosa.",
  consolacao:
    "Entre Higienópolis e a Rua Augusta, a Consolação reúne prédios residenciais de alto padrão e edifícios comerciais, com portões de garagem que funcionam o dia inteiro.",
  liberdade:
    "A Liberdade mistura comércio intenso, prédios residenciais e sobrados antigos nas ruas mais afastadas da praça, onde os portões basculantes de garagem ainda são maioria.",
  "santa-cecilia":
    "Em Santa Cecília há muitos edifícios antigos perto do Minhocão e da Avenida Angélica; nesses prédios o silêncio do motor à noite pesa tanto quanto a velocidade.",
  "bom-retiro":
    "O Bom Retiro vive das confecções e do atacado de roupas da Rua José Paulino: galpões e lojas com portões largos que abrem para carga e descarga o dia inteiro.",
  cambuci: "O Cambuci guarda galpões antigos e sobrados geminados ao lado de prédios novos, e nas vias mais baixas a água acumula em chuvas fortes.",
  aclimacao:
    "Ao redor do Parque da Aclimação convivem casas antigas, sobrados e prédios residenciais, em ruas com bastante declive que exigem atenção à rampa da garagem.",
  santana: "Santana tem muitos condomínios verticais ao longo da Rua Voluntários da Pátria e das estações da Linha 1-Azul do metrô.",
  tucuruvi:
    "No Tucuruvi, fim da Linha 1-Azul, casas e sobrados dividem espaço com prédios novos, e quem sobe em direção à Cantareira encontra ruas mais íngremes.",
  "casa-verde": "Na Casa Verde, as partes baixas sentem as chuvas de verão e as altas têm ruas de forte inclinação.",
  "vila-maria":
    "A Vila Maria é conhecida pelas transportadoras e galpões próximos da Marginal Tietê e da Via Dutra, ao lado de ruas residenciais com sobrados.",
  tremembe:
    "O Tremembé encosta na Serra da Cantareira: há casas com terrenos maiores, condomínios arborizados e muita umidade, o que pede central bem vedada e proteção contra raios.",
  mandaqui: "O Mandaqui é um bairro residencial de ladeiras, com sobrados e casas cuja garagem muitas vezes fica abaixo ou acima do nível da rua.",
  "freguesia-do-o": "A Freguesia do Ó, um dos bairros mais antigos da cidade, tem ruas que descem do alto até a várzea do Tietê.",
  pirituba: "Pirituba tem relevo acidentado, muitos sobrados e condomínios novos perto da Linha 7-Rubi e do acesso à Via Anhanguera.",
  "vila-guilherme": "Na Vila Guilherme, casas térreas e sobrados convivem com galpões e comércio ligados à Marginal Tietê.",
  jacana: "O Jaçanã, do samba “Trem das Onze”, fica na divisa com Guarulhos e é um bairro de casas e sobrados em ruas de subida.",
  brasilandia: "A Brasilândia se espalha pelas encostas da Cantareira, com casas construídas em etapas, garagens apertadas e ruas muito íngremes.",
  limao: "O Limão junta galpões e empresas perto da Marginal Tietê com vilas de casas e sobrados nas ruas mais altas.",
  "vila-mariana": "A Vila Mariana se verticalizou ao longo da Linha 1-Azul, mas mantém vilas e sobrados antigos nas ruas internas.",
  moema: "Moema, vizinha do Parque Ibirapuera, é tomada por condomínios verticais de médio e alto padrão, com garagens de subsolo e grande fluxo de carros.",
  saude: "Na Saúde há sobrados de rua e prédios ao longo da Avenida Jabaquara.",
  ipiranga:
    "O Ipiranga, do Museu e do Parque da Independência, tem sobrados antigos, vilas e cada vez mais prédios, e as partes baixas perto do Rio Tamanduateí sofrem com chuva forte.",
  jabaquara:
    "O Jabaquara, no fim da Linha 1-Azul e no começo da Imigrantes, tem sobrados e casas térreas em ruas de sobe e desce, além de pequenos condomínios.",
  "santo-amaro": "Santo Amaro tem comércio forte nas avenidas Santo Amaro e João Dias, com lojas, galpões e condomínios residenciais nas ruas vizinhas.",
  "campo-belo": "No Campo Belo, muitos portões de garagem são largos e pesados.",
  brooklin: "O Brooklin reúne torres residenciais e comerciais perto da Berrini e ruas de casas mais antigas, onde o portão basculante ainda é comum.",
  interlagos: "Interlagos, do autódromo José Carlos Pace, tem casas em terrenos amplos e condomínios fechados.",
  "cidade-ademar": "A Cidade Ademar, na divisa com Diadema, tem casas construídas em lotes estreitos, com garagens que dão direto para a calçada.",
  "capao-redondo":
    "No Capão Redondo, fim da Linha 5-Lilás, predominam casas e sobrados de família, muitas vezes com portão de ferro basculante feito sob medida.",
  "campo-limpo": "O Campo Limpo alterna condomínios verticais novos perto da Linha 5-Lilás e bairros de casas nas encostas.",
  "vila-andrade": "A Vila Andrade concentra grandes condomínios verticais, como os do Panamby, com várias torres e portarias de uso intenso.",
  cursino: "O Cursino é um distrito de sobrados e casas em ruas inclinadas.",
  mooca: "A Mooca, de tradição italiana e industrial, tem galpões antigos convertidos, vilas operárias, sobrados e muitos prédios novos.",
  tatuape: "O Tatuapé é um dos bairros mais verticalizados da Zona Leste, com muitos condomínios de alto padrão.",
  penha: "A Penha, de ruas que sobem até o Santuário de Nossa Senhora da Penha, tem sobrados antigos e casas com garagem em desnível.",
  "vila-formosa": "A Vila Formosa é um bairro de casas térreas e sobrados com garagem coberta.",
  carrao: "O Carrão tem ruas residenciais tranquilas perto da Avenida Conselheiro Carrão e da Linha 3-Vermelha, com muitos sobrados geminados.",
  "vila-prudente": "A Vila Prudente vem trocando pequenas indústrias por condomínios.",
  itaquera: "Itaquera, casa da Neo Química Arena, combina conjuntos habitacionais, sobrados e condomínios novos perto da Radial Leste.",
  "sao-mateus": "São Mateus tem comércio de bairro forte na Avenida Mateo Bei e muitas casas e sobrados em ruas de subida.",
  aricanduva: "No Aricanduva, a avenida do fundo do vale costuma alagar em chuvas fortes; nas ruas ao redor há casas, sobrados e comércio.",
  belem: "O Belém, ao longo da Avenida Celso Garcia e da Linha 3-Vermelha, tem casarões antigos, pequenas fábricas e prédios residenciais recentes.",
  bras: "O Brás é o grande polo de comércio popular de roupas, com galpões, lojas e estacionamentos cujos portões abrem e fecham desde a madrugada.",
  guaianases: "Guaianases, no extremo leste e servida pela Linha 11-Coral, tem bairros de casas e sobrados construídos em terrenos inclinados.",
  sapopemba: "Sapopemba tem sobrados, casas e conjuntos residenciais ao longo da Avenida Sapopemba.",
  "cidade-tiradentes":
    "A Cidade Tiradentes abriga um dos maiores complexos de conjuntos habitacionais da América Latina, com prédios baixos e casas que ganharam garagem e portão com o tempo.",
  "ermelino-matarazzo": "Ermelino Matarazzo, na Linha 12-Safira e perto da várzea do Tietê, tem bairros de casas térreas e sobrados com garagem na frente.",
  pinheiros:
    "Pinheiros trocou muitas casas por prédios residenciais e comerciais em torno do Largo da Batata, mas ainda tem vilas e sobrados nas ruas internas.",
  lapa: "A Lapa tem comércio forte na Rua Doze de Outubro, galpões perto da ferrovia e bairros residenciais como a Lapa de Baixo e o Alto da Lapa.",
  perdizes:
    "Perdizes é cheia de ladeiras e prédios residenciais; muitas garagens têm rampa íngreme, o que exige atenção à força do motor e ao travamento do portão.",
  butanta: "O Butantã, da USP e do Instituto Butantan, mistura casas de famílias antigas, sobrados e prédios voltados a estudantes.",
  morumbi:
    "No Morumbi, casas de alto padrão em terrenos grandes têm portões altos e pesados, muitas vezes de madeira ou alumínio, em que segurança e velocidade de abertura contam muito.",
  "vila-leopoldina":
    "A Vila Leopoldina, vizinha do Ceagesp, viu antigos galpões darem lugar a condomínios-clube com muitos apartamentos e garagens movimentadas.",
  jaguare: "O Jaguaré tem área industrial e logística perto da Marginal Pinheiros e bairros residenciais nas partes altas.",
  "alto-de-pinheiros":
    "Alto de Pinheiros é um bairro de casas amplas, muros altos e ruas arborizadas perto do Parque Villa-Lobos, onde folhas e galhos também acabam nos trilhos dos portões.",
  "barra-funda":
    "A Barra Funda alterna galpões e antigas fábricas com condomínios novos perto do Terminal Barra Funda, e as partes baixas enfrentam alagamentos.",
  pompeia: "A Pompeia, na região do Sesc Pompeia, tem ruas em ladeira com vilas, sobrados e prédios de médio porte.",
  "vila-madalena": "A Vila Madalena é de ladeiras, sobrados e casas geminadas com garagem estreita, em ruas que têm movimento de bares à noite.",
  "rio-pequeno": "O Rio Pequeno tem conjuntos residenciais, casas e condomínios.",
  "jardim-paulista":
    "O Jardim Paulista, nos Jardins, combina casas de alto padrão e prédios residenciais, com portões que precisam ser discretos, silenciosos e rápidos.",
  "itaim-bibi": "No Itaim Bibi, as garagens das torres corporativas e residenciais recebem fluxo constante de carros.",
  "santo-andre": "Santo André tem centro verticalizado e indústrias às margens do Tamanduateí.",
  "sao-bernardo-do-campo":
    "São Bernardo do Campo, berço da indústria automobilística no país, tem bairros residenciais em relevo acidentado e áreas junto à Represa Billings.",
  "sao-caetano-do-sul":
    "São Caetano do Sul é pequena, plana e muito adensada, com prédios e sobrados lado a lado, e figura entre as cidades de maior IDH do país.",
  diadema: "Diadema, uma das cidades mais densas do país, tem muitas casas e pequenas indústrias em lotes pequenos.",
  maua: "Mauá, perto do polo petroquímico de Capuava, tem bairros residenciais de casas e sobrados e muitas ruas em morro.",
  "ribeirao-pires": "Ribeirão Pires é estância turística em área de mananciais, com casas em terrenos arborizados, neblina frequente e chuva forte no verão.",
  "rio-grande-da-serra": "Rio Grande da Serra, última estação da Linha 10-Turquesa, tem casas e chácaras em meio à mata.",
  guarulhos:
    "Guarulhos, a segunda cidade mais populosa do estado, tem o maior aeroporto do país, muitos galpões logísticos às margens da Dutra e bairros residenciais de todos os perfis.",
  osasco: "Osasco tem comércio forte no calçadão da Rua Antônio Agu, sedes de grandes empresas e bairros de casas e prédios.",
  barueri:
    "Barueri reúne os condomínios residenciais e empresariais de Alphaville, um centro de comércio tradicional e bairros residenciais ao longo da Castello Branco.",
  carapicuiba: "Carapicuíba tem bairros de casas e sobrados em morros.",
  cotia: "Cotia, ao longo da Raposo Tavares, tem os condomínios de casas da Granja Viana e áreas mais rurais com chácaras e portões largos.",
  "taboao-da-serra": "Taboão da Serra, cortada pela Régis Bittencourt, tem muitos condomínios verticais novos e bairros de casas em ladeira.",
  itapevi: "Itapevi cresceu com galpões logísticos perto da Castello Branco e com bairros residenciais novos nas encostas.",
  "santana-de-parnaiba": "Santana de Parnaíba tem um centro histórico colonial preservado e boa parte dos condomínios residenciais de Alphaville e Tamboré.",
  cajamar:
    "Cajamar virou um dos maiores polos de centros de distribuição do país ao longo da Anhanguera, com portões de pátio de caminhões ao lado de bairros residenciais.",
  "campo-limpo-paulista": "Campo Limpo Paulista, vizinha de Jundiaí e servida pela Linha 7-Rubi, tem bairros de casas e chácaras em terrenos amplos.",
  "embu-das-artes":
    "Embu das Artes é conhecida pela feira de artesanato do centro histórico e tem bairros residenciais e condomínios em áreas verdes perto da Régis Bittencourt.",
  itaquaquecetuba:
    "Itaquaquecetuba, servida pela Linha 12-Safira e pela Rodovia Ayrton Senna, cresceu com loteamentos em que cada família ergueu a própria casa.",
  "ferraz-de-vasconcelos": "Ferraz de Vasconcelos, na Linha 11-Coral, é uma cidade de bairros residenciais com casas térreas e sobrados.",
  suzano: "Suzano tem comércio central forte e bairros residenciais que crescem ao longo da Linha 11-Coral.",
  aruja: "Arujá, às margens da Dutra, é conhecida pelos condomínios residenciais fechados.",
  "mogi-das-cruzes": "Mogi das Cruzes combina centro histórico, bairros residenciais e condomínios com um cinturão verde de produção agrícola.",
  "santa-isabel": "Santa Isabel tem grande área rural, com sítios e chácaras de lazer em que o portão de entrada costuma ser largo.",
  mairipora: "Mairiporã tem condomínios de chácaras e casas em meio à mata, neblina e quedas de energia em temporais.",
  atibaia: "Atibaia, da Pedra Grande, tem casas de campo, condomínios e chácaras com portões amplos.",
  "franco-da-rocha": "Franco da Rocha, ao lado do Parque Estadual do Juquery e na Linha 7-Rubi, tem bairros residenciais em relevo acidentado.",
  "francisco-morato":
    "Francisco Morato tem ruas muito inclinadas, com casas e sobrados construídos em lotes pequenos e muitos moradores que trabalham na capital.",
};
