import { describe, expect, it } from "vitest";
import { pageSubjects, placesNamedIn } from "~/lib/page-subjects";

describe("each page's subject (content-quality normalisation)", () => {
  it("a place page: its name, and a neighbourhood of Osasco or Guarulhos with its city", () => {
    expect(pageSubjects("/cidades/moema")).toEqual(["Moema"]);
    expect(pageSubjects("/cidades/vila-yara-osasco", "Motor de portão na Vila Yara, Osasco")).toEqual([
      "Vila Yara",
      "Vila Yara, Osasco",
      "Motor de portão na Vila Yara, Osasco",
    ]);
  });

  it("a model, a problem, a topic and the city landings", () => {
    expect(pageSubjects("/motores/motor-ppa-home-jetflex")).toEqual(["Motor PPA Home Jetflex", "PPA Home Jetflex", "Home Jetflex"]);
    expect(pageSubjects("/portao-nao-abre")).toEqual(["portão não abre"]);
    expect(pageSubjects("/topicos/instalacao-de-motor-para-portao-basculante")).toEqual(["Instalação de Motor para Portão Basculante"]);
    expect(pageSubjects("/portao-automatico-guarulhos", "Portão automático em Guarulhos", { fixedHeading: true })).toEqual(["Guarulhos"]);
  });

  it("posts and generated pages: their title and the places it names", () => {
    expect(pageSubjects("/links-uteis/conserto-em-santo-andre", "Conserto de portão em Santo André")).toEqual([
      "Conserto de portão em Santo André",
      "Santo André",
    ]);
    expect(placesNamedIn("Motor na Vila Yara, Osasco e em Moema")).toEqual(["Vila Yara", "Vila Yara, Osasco", "Moema"]);
    expect(placesNamedIn("Manutenção preventiva")).toEqual([]);
  });

  it("a main page's heading is its name, not a subject", () => {
    expect(pageSubjects("/garantia", "Garantia", { fixedHeading: true })).toEqual([]);
  });
});
