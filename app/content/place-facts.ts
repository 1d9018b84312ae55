import type { Concern, HousingProfile } from "./place-profiles";

/**
 * Local facts per place, keyed by the place slug of places.ts, as data: housing profile, the
 * conditions that wear gate motors there, well-known landmarks and avenues. Only public,
 * well-known geography; nothing about the business. The place page's prose (its one-sentence
 * lead and its own text) is its row in "Páginas do site", seeded from db/seed/prose/places
 * (decision 0043).
 */
export type PlaceFacts = {
  profile: HousingProfile;
  concerns: Concern[];
  landmarks: string[];
};

const f = (profile: HousingProfile, concerns: Concern[], landmarks: string[]): PlaceFacts => ({
  profile,
  concerns,
  landmarks,
});

export const PLACE_FACTS: Record<string, PlaceFacts> = {
  // Centro
  se: f("comercial", ["uso-intenso", "restricao"], ["Praça da Sé", "Pátio do Colégio"]),
  republica: f("vertical", ["uso-intenso", "ruido", "restricao"], ["Praça da República", "Avenida Ipiranga", "Edifício Copan"]),
  "bela-vista": f("vertical", ["ladeira", "ruido"], ["Avenida Paulista", "Bixiga", "Rua Treze de Maio"]),
  consolacao: f("vertical", ["uso-intenso", "ruido"], ["Rua da Consolação", "Rua Augusta", "Higienópolis", "Universidade Mackenzie"]),
  liberdade: f("misto", ["uso-intenso", "restricao"], ["Praça da Liberdade", "Rua Galvão Bueno", "Avenida da Liberdade"]),
  "santa-cecilia": f("vertical", ["ruido", "uso-intenso"], ["Largo Santa Cecília", "Avenida Angélica", "Elevado João Goulart (Minhocão)"]),
  "bom-retiro": f("comercial", ["uso-intenso", "restricao", "poeira"], ["Rua José Paulino", "Estação da Luz", "Pinacoteca"]),
  cambuci: f("misto", ["alagamento", "uso-intenso"], ["Largo do Cambuci", "Avenida Lins de Vasconcelos", "Avenida do Estado"]),
  aclimacao: f("misto", ["ladeira", "ruido"], ["Parque da Aclimação"]),

  // Zona Norte
  santana: f("vertical", ["uso-intenso", "seguranca"], ["Avenida Cruzeiro do Sul", "Rua Voluntários da Pátria", "Campo de Marte"]),
  tucuruvi: f("misto", ["seguranca", "raios"], ["Estação Tucuruvi", "Avenida Nova Cantareira"]),
  "casa-verde": f("sobrados", ["alagamento", "ladeira"], ["Avenida Casa Verde", "Marginal Tietê"]),
  "vila-maria": f("galpoes", ["uso-intenso", "poeira", "alagamento"], ["Marginal Tietê", "Rodovia Presidente Dutra"]),
  tremembe: f("chacaras", ["umidade", "raios", "queda-energia"], ["Serra da Cantareira", "Horto Florestal"]),
  mandaqui: f("sobrados", ["ladeira"], ["Hospital do Mandaqui"]),
  "freguesia-do-o": f("sobrados", ["ladeira", "alagamento"], ["Largo da Matriz da Freguesia do Ó", "Avenida Itaberaba"]),
  pirituba: f("misto", ["ladeira", "poeira"], ["Estação Pirituba", "Rodovia Anhanguera"]),
  "vila-guilherme": f("misto", ["alagamento", "uso-intenso"], ["Center Norte", "Expo Center Norte"]),
  jacana: f("sobrados", ["ladeira", "queda-energia"], []),
  brasilandia: f("conjuntos", ["ladeira", "raios"], ["Serra da Cantareira"]),
  limao: f("misto", ["alagamento", "uso-intenso"], ["Avenida Inajar de Souza", "Marginal Tietê"]),

  // Zona Sul
  "vila-mariana": f("vertical", ["uso-intenso", "ruido"], ["Rua Domingos de Morais", "Estação Ana Rosa", "Cinemateca Brasileira"]),
  moema: f("vertical", ["ruido", "uso-intenso", "seguranca"], ["Parque Ibirapuera", "Avenida Ibirapuera", "Shopping Ibirapuera"]),
  saude: f("misto", ["ruido", "uso-intenso"], ["Estação Praça da Árvore", "Avenida Jabaquara"]),
  ipiranga: f("misto", ["ladeira", "alagamento"], ["Museu do Ipiranga", "Parque da Independência", "Rua Silva Bueno"]),
  jabaquara: f("sobrados", ["ladeira", "uso-intenso"], ["Terminal Jabaquara", "Rodovia dos Imigrantes"]),
  "santo-amaro": f("comercial", ["uso-intenso", "seguranca"], ["Largo Treze de Maio", "Avenida Santo Amaro", "Avenida João Dias"]),
  "campo-belo": f("vertical", ["ruido", "uso-intenso"], ["Aeroporto de Congonhas", "Avenida Roberto Marinho"]),
  brooklin: f("vertical", ["uso-intenso", "seguranca"], ["Avenida Engenheiro Luís Carlos Berrini", "Avenida Santo Amaro"]),
  interlagos: f("horizontal", ["umidade", "raios"], ["Autódromo José Carlos Pace", "Represa de Guarapiranga", "Represa Billings"]),
  "cidade-ademar": f("conjuntos", ["ladeira", "alagamento"], ["Avenida Cupecê"]),
  "capao-redondo": f("conjuntos", ["ladeira", "queda-energia"], ["Estação Capão Redondo", "Estrada de Itapecerica"]),
  "campo-limpo": f("misto", ["ladeira", "uso-intenso"], ["Shopping Campo Limpo", "Avenida Carlos Caldeira Filho"]),
  "vila-andrade": f("vertical", ["uso-intenso", "seguranca"], ["Panamby", "Avenida Giovanni Gronchi"]),
  cursino: f("sobrados", ["ladeira"], ["Avenida do Cursino", "Zoológico de São Paulo"]),

  // Zona Leste
  mooca: f("misto", ["uso-intenso", "alagamento"], ["Rua da Mooca", "Rua Javari", "Avenida Paes de Barros"]),
  tatuape: f("vertical", ["uso-intenso", "seguranca"], ["Praça Silvio Romero", "Rua Tuiuti", "Shopping Metrô Tatuapé"]),
  penha: f("sobrados", ["ladeira"], ["Basílica de Nossa Senhora da Penha", "Shopping Penha"]),
  "vila-formosa": f("sobrados", ["raios", "seguranca"], ["Cemitério da Vila Formosa"]),
  carrao: f("sobrados", ["ruido", "seguranca"], ["Avenida Conselheiro Carrão", "Estação Carrão"]),
  "vila-prudente": f("misto", ["uso-intenso", "poeira"], ["Estação Vila Prudente", "Avenida Professor Luiz Ignácio Anhaia Mello"]),
  itaquera: f("conjuntos", ["uso-intenso", "seguranca"], ["Neo Química Arena", "Shopping Metrô Itaquera", "Avenida Radial Leste"]),
  "sao-mateus": f("sobrados", ["ladeira", "queda-energia"], ["Avenida Mateo Bei", "Avenida Ragueb Chohfi"]),
  aricanduva: f("misto", ["alagamento", "uso-intenso"], ["Avenida Aricanduva", "Shopping Aricanduva"]),
  belem: f("misto", ["uso-intenso", "ruido"], ["Avenida Celso Garcia", "Estação Belém"]),
  bras: f("comercial", ["uso-intenso", "restricao"], ["Rua Oriente", "Largo da Concórdia"]),
  guaianases: f("conjuntos", ["ladeira", "queda-energia"], ["Estação Guaianases"]),
  sapopemba: f("conjuntos", ["ladeira", "uso-intenso"], ["Avenida Sapopemba"]),
  "cidade-tiradentes": f("conjuntos", ["queda-energia", "ladeira"], []),
  "ermelino-matarazzo": f("sobrados", ["alagamento"], ["Estação Comendador Ermelino", "USP Leste"]),

  // Zona Oeste
  pinheiros: f("vertical", ["uso-intenso", "ruido"], ["Largo da Batata", "Avenida Brigadeiro Faria Lima", "Rua dos Pinheiros"]),
  lapa: f("misto", ["alagamento", "uso-intenso"], ["Mercado da Lapa", "Estação Lapa", "Rua Doze de Outubro"]),
  perdizes: f("vertical", ["ladeira", "ruido"], ["PUC-SP", "Rua Cardoso de Almeida"]),
  butanta: f("misto", ["ladeira", "raios"], ["Cidade Universitária (USP)", "Instituto Butantan", "Avenida Vital Brasil"]),
  morumbi: f("alto-padrao", ["seguranca", "raios"], ["Estádio do Morumbi", "Palácio dos Bandeirantes", "Avenida Giovanni Gronchi"]),
  "vila-leopoldina": f("vertical", ["uso-intenso", "poeira"], ["Ceagesp", "Marginal Pinheiros"]),
  jaguare: f("galpoes", ["uso-intenso", "poeira"], ["Avenida Jaguaré", "Marginal Pinheiros"]),
  "alto-de-pinheiros": f("alto-padrao", ["seguranca", "poeira"], ["Parque Villa-Lobos", "Praça do Pôr do Sol"]),
  "barra-funda": f("galpoes", ["alagamento", "uso-intenso"], ["Terminal Barra Funda", "Memorial da América Latina"]),
  pompeia: f("misto", ["ladeira", "ruido"], ["Sesc Pompeia"]),
  "vila-madalena": f("sobrados", ["ladeira", "ruido"], ["Beco do Batman", "Rua Aspicuelta"]),
  "rio-pequeno": f("misto", ["ladeira", "queda-energia"], ["Avenida Escola Politécnica"]),
  "jardim-paulista": f("alto-padrao", ["seguranca", "ruido"], ["Rua Oscar Freire", "Avenida Nove de Julho"]),
  "itaim-bibi": f("vertical", ["uso-intenso", "seguranca"], ["Avenida Brigadeiro Faria Lima", "Avenida Juscelino Kubitschek", "Rua Joaquim Floriano"]),

  // ABCD
  "santo-andre": f("misto", ["alagamento", "uso-intenso"], ["Paço Municipal", "Paranapiacaba", "Linha 10-Turquesa"]),
  "sao-bernardo-do-campo": f("misto", ["ladeira", "umidade"], ["Via Anchieta", "Represa Billings"]),
  "sao-caetano-do-sul": f("vertical", ["uso-intenso", "alagamento"], ["Avenida Goiás"]),
  diadema: f("conjuntos", ["ladeira", "uso-intenso"], ["Rodovia dos Imigrantes"]),
  maua: f("misto", ["ladeira", "raios"], ["Avenida Barão de Mauá", "Linha 10-Turquesa"]),
  "ribeirao-pires": f("chacaras", ["umidade", "raios", "queda-energia"], ["Represa Billings"]),
  "rio-grande-da-serra": f("chacaras", ["umidade", "queda-energia"], ["Linha 10-Turquesa"]),

  // Outras cidades
  guarulhos: f("galpoes", ["uso-intenso", "raios"], ["Aeroporto Internacional de Guarulhos", "Rodovia Presidente Dutra", "Rodovia Fernão Dias"]),
  osasco: f("misto", ["uso-intenso", "alagamento"], ["Calçadão da Rua Antônio Agu", "Rodovia Castello Branco", "Rodoanel"]),
  barueri: f("horizontal", ["seguranca", "uso-intenso"], ["Alphaville", "Arena Barueri", "Rodovia Castello Branco"]),
  carapicuiba: f("conjuntos", ["ladeira", "raios"], ["Aldeia de Carapicuíba", "Linha 8-Diamante"]),
  cotia: f("horizontal", ["umidade", "queda-energia", "raios"], ["Granja Viana", "Rodovia Raposo Tavares"]),
  "taboao-da-serra": f("vertical", ["ladeira", "uso-intenso"], ["Rodovia Régis Bittencourt"]),
  itapevi: f("conjuntos", ["poeira", "ladeira"], ["Rodovia Castello Branco", "Linha 8-Diamante"]),
  "santana-de-parnaiba": f("horizontal", ["seguranca", "raios"], ["Centro histórico", "Alphaville", "Tamboré"]),
  cajamar: f("galpoes", ["uso-intenso", "poeira"], ["Rodovia Anhanguera"]),
  "campo-limpo-paulista": f("chacaras", ["umidade", "raios"], ["Linha 7-Rubi"]),
  "embu-das-artes": f("misto", ["ladeira", "umidade"], ["Centro histórico", "Rodovia Régis Bittencourt"]),
  itaquaquecetuba: f("conjuntos", ["alagamento", "ladeira"], ["Linha 12-Safira", "Rodovia Ayrton Senna"]),
  "ferraz-de-vasconcelos": f("sobrados", ["alagamento", "queda-energia"], ["Linha 11-Coral"]),
  suzano: f("misto", ["uso-intenso", "poeira"], ["Linha 11-Coral", "Rodovia Índio Tibiriçá"]),
  aruja: f("horizontal", ["seguranca", "raios"], ["Rodovia Presidente Dutra"]),
  "mogi-das-cruzes": f("misto", ["umidade", "raios"], ["Serra do Itapeti", "Linha 11-Coral", "Rodovia Mogi-Bertioga"]),
  "santa-isabel": f("chacaras", ["queda-energia", "raios", "umidade"], ["Rodovia Presidente Dutra"]),
  mairipora: f("chacaras", ["umidade", "raios", "queda-energia"], ["Serra da Cantareira", "Rodovia Fernão Dias"]),
  atibaia: f("chacaras", ["raios", "umidade"], ["Pedra Grande", "Rodovia Fernão Dias"]),
  "franco-da-rocha": f("misto", ["ladeira", "umidade"], ["Parque Estadual do Juquery", "Linha 7-Rubi"]),
  "francisco-morato": f("conjuntos", ["ladeira", "alagamento"], ["Linha 7-Rubi"]),

  // Bairros de Osasco (sections of the city page, whose text is the city's stored text; profile
  // and concerns still shape the posts)
  "centro-osasco": f("comercial", ["uso-intenso", "restricao"], ["Calçadão da Rua Antônio Agu", "Estação Osasco"]),
  "vila-yara-osasco": f("vertical", ["uso-intenso", "seguranca"], ["Cidade de Deus (sede do Bradesco)", "Rodovia Castello Branco"]),
  "jardim-das-flores-osasco": f("sobrados", ["ladeira", "ruido"], []),
  "presidente-altino-osasco": f("misto", ["uso-intenso", "ruido"], ["Estação Presidente Altino"]),
  "km-18-osasco": f("sobrados", ["seguranca", "poeira"], []),
  "rochdale-osasco": f("conjuntos", ["ladeira", "queda-energia"], []),
  "bela-vista-osasco": f("sobrados", ["seguranca", "ruido"], []),
  "jardim-veloso-osasco": f("conjuntos", ["poeira", "ladeira"], []),
  "munhoz-junior-osasco": f("sobrados", ["alagamento", "seguranca"], []),
  "quitauna-osasco": f("misto", ["uso-intenso", "raios"], ["Estação Quitaúna", "Quartel de Quitaúna"]),
  "novo-osasco-osasco": f("misto", ["uso-intenso", "queda-energia"], []),
  "bonfim-osasco": f("sobrados", ["ladeira", "alagamento"], []),
  "piratininga-osasco": f("comercial", ["seguranca", "restricao"], []),
  "vila-campesina-osasco": f("misto", ["raios", "ruido"], []),
  "jaguaribe-osasco": f("conjuntos", ["uso-intenso", "ladeira"], []),
  "cipava-osasco": f("sobrados", ["ladeira", "umidade"], []),

  // Bairros de Guarulhos
  "centro-guarulhos": f("comercial", ["uso-intenso", "restricao"], []),
  "vila-galvao-guarulhos": f("misto", ["seguranca", "ruido"], []),
  "macedo-guarulhos": f("vertical", ["uso-intenso", "ruido"], []),
  "gopouva-guarulhos": f("sobrados", ["ladeira", "seguranca"], []),
  "bonsucesso-guarulhos": f("conjuntos", ["poeira", "queda-energia"], ["Shopping Bonsucesso"]),
  "pimentas-guarulhos": f("conjuntos", ["ladeira", "alagamento"], []),
  "cumbica-guarulhos": f("galpoes", ["uso-intenso", "raios"], ["Aeroporto Internacional de Guarulhos", "Base Aérea de São Paulo"]),
  "taboao-guarulhos": f("sobrados", ["poeira", "ladeira"], []),
  "picanco-guarulhos": f("misto", ["seguranca", "uso-intenso"], []),
  "jardim-maia-guarulhos": f("vertical", ["ruido", "seguranca"], ["Bosque Maia"]),
  "vila-augusta-guarulhos": f("vertical", ["uso-intenso", "queda-energia"], []),
  "cocaia-guarulhos": f("conjuntos", ["poeira", "raios"], []),
  "sao-joao-guarulhos": f("sobrados", ["umidade", "ladeira"], []),
  "ponte-grande-guarulhos": f("misto", ["alagamento", "uso-intenso"], []),
};
