import { describe, expect, it } from "vitest";
import { canonicalPathname, canonicalRedirect } from "~/lib/canonical-path";

const at = (path: string) => `http://127.0.0.1:3000${path}`;

describe("canonical path redirects", () => {
  it("drops a trailing slash and keeps the query string", () => {
    expect(canonicalRedirect(at("/motores/"))).toBe("/motores");
    expect(canonicalRedirect(at("/cidades/moema/?utm_source=whatsapp&x=1"))).toBe("/cidades/moema?utm_source=whatsapp&x=1");
  });

  it("leaves the home and canonical paths alone", () => {
    expect(canonicalRedirect(at("/"))).toBeNull();
    expect(canonicalRedirect(at("/?pagina=2"))).toBeNull();
    expect(canonicalRedirect(at("/motores/motor-ppa-home"))).toBeNull();
    expect(canonicalRedirect(at("/cidades/s%C3%A3o-mateus"))).toBeNull();
  });

  it("lower-cases the path but not the query", () => {
    expect(canonicalRedirect(at("/Motores/Motor-PPA-Home?busca=Moema"))).toBe("/motores/motor-ppa-home?busca=Moema");
    expect(canonicalRedirect(at("/MOTOR-QUEIMADO/"))).toBe("/motor-queimado");
  });

  it("lower-cases accented letters, percent-encoded or not", () => {
    expect(canonicalRedirect(at("/cidades/S%C3%83O-MATEUS"))).toBe("/cidades/s%C3%A3o-mateus");
    expect(canonicalPathname("/cidades/São")).toBe("/cidades/s%C3%A3o");
  });

  it("collapses repeated slashes so a redirect never leaves the site", () => {
    expect(canonicalRedirect(at("//motores//motor-ppa-home/"))).toBe("/motores/motor-ppa-home");
    expect(canonicalRedirect(at("//Evil.example/caminho"))).toBe("/evil.example/caminho");
    expect(canonicalRedirect(at("//"))).toBe("/");
  });

  it("does not touch static files", () => {
    expect(canonicalRedirect(at("/Logo.PNG"))).toBeNull();
    expect(canonicalRedirect(at("/assets/Entry.client-AbC123.js"))).toBeNull();
    expect(canonicalRedirect(at("/build/X/"))).toBeNull();
  });

  it("redirects only GET and HEAD", () => {
    expect(canonicalRedirect(at("/Motores/"), "HEAD")).toBe("/motores");
    expect(canonicalRedirect(at("/Admin/Painel/"), "POST")).toBeNull();
  });

  it("drops single-fetch bookkeeping from the target", () => {
    expect(canonicalRedirect(at("/Motores?_routes=root,routes%2Fmotores"))).toBe("/motores");
    expect(canonicalRedirect(at("/Motores?pagina=2&_routes=root"))).toBe("/motores?pagina=2");
  });

  it("is stable: a canonical target needs no further redirect", () => {
    for (const p of ["/Cidades/S%C3%83O-MATEUS/", "/A//B/", "/MOTORES/?x=1", "/İstanbul"]) {
      const target = canonicalRedirect(at(p));
      expect(target, p).not.toBeNull();
      expect(canonicalRedirect(at(target!)), p).toBeNull();
    }
  });
});
