// docs/product.md §6.3b: the admin uploads motor photos (checked by content, resized into AVIF,
// WebP and JPEG) and documents (PDF or an external https address); the catalogue and the motor
// page use them and fall back to the drawing; deletes ask first.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin.motores_.$slug/route";
import { loader as sitePhotos } from "~/routes/admin.fotos-do-site/route";
import { sanitizeContent } from "~/server/data/sanitize.server";
import { loader as motorPage } from "~/routes/motores.$slug";
import { loader as catalogue } from "~/routes/motores._index";
import { fileSizeLabel, photoWidths } from "~/lib/media/motor-media";
import { mediaRoot } from "~/server/media/media-files.server";
import { jpegPhoto, pdfDocument, pngHeaderOnly } from "../fixtures/media";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
type Result = { status: number; data: Record<string, unknown> };
const SLUG = "motor-ppa-home";

function upload(cookie: string, fields: Record<string, string>, file?: { name: string; type: string; body: Buffer }, slug = SLUG) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("arquivo", new File([new Uint8Array(file.body)], file.name, { type: file.type }));
  const request = new Request(`${SITE}/admin/motores/${slug}`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: SITE } });
  return run(action, request, undefined, { slug });
}
const mediaFiles = () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else files.push(e.name);
    }
  };
  walk(mediaRoot());
  return files.sort();
};
type PagePhoto = { fileKey: string; width: number; height: number; alt: string };

describe("motor photos", () => {
  it("a JPEG is stored at 480, 960 and 1600 px in AVIF, WebP and JPEG without its metadata; catalogue and page use it", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const photo = await sharp(await jpegPhoto())
      .withExif({ IFD0: { Copyright: "segredo" } })
      .jpeg()
      .toBuffer();
    const saved = asResponse(
      await upload(cookie, { intent: "foto", alt: "Motor PPA Home em portão basculante" }, { name: "IMG_2041.JPG", type: "image/jpeg", body: photo }),
    );
    expect(saved.headers.get("Location")).toBe(`/admin/motores/${SLUG}`);
    expect(await toastOf(saved)).toMatchObject({ description: "Foto enviada (1600 × 1200 px, em AVIF, WebP e JPEG)." });
    expect(conn.sqlite.prepare("SELECT email, action, target FROM activity_log WHERE action LIKE 'midia.%'").all()).toEqual([
      { email: "admin@exemplo.com.br", action: "midia.enviar", target: "Motor PPA Home: Foto enviada (1600 × 1200 px, em AVIF, WebP e JPEG)." },
    ]);
    const files = mediaFiles();
    expect(files).toHaveLength(9);
    for (const w of [480, 960, 1600])
      for (const ext of ["avif", "webp", "jpg"])
        expect(
          files.some((f) => f.endsWith(`-${w}.${ext}`)),
          `${w}.${ext}`,
        ).toBe(true);
    const jpg = files.find((f) => f.endsWith("-1600.jpg"))!;
    const meta = await sharp(path.join(mediaRoot(), "fotos", jpg)).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1200, undefined]);

    const page = (await run(motorPage, navigation(`/motores/${SLUG}`), undefined, { slug: SLUG })) as Result;
    const first = page.data.photo as PagePhoto;
    expect(first).toMatchObject({ width: 1600, height: 1200, alt: "Motor PPA Home em portão basculante" });
    expect(photoWidths(first.width)).toEqual([480, 960, 1600]);
    const cards = (await run(catalogue, navigation("/motores"))) as Result;
    const motors = cards.data.motors as { slug: string; photo: PagePhoto | null }[];
    expect(motors.find((m) => m.slug === SLUG)?.photo?.fileKey).toBe(first.fileKey);
    // The other models keep the drawing.
    expect(motors.filter((m) => m.photo === null)).toHaveLength(13);
  });

  it("a photo taken sideways (EXIF orientation 6) and a PNG with transparency, uploaded at once, are both stored upright at every width", async () => {
    fresh();
    const cookie = await signInAdmin();
    const sideways = await sharp(await jpegPhoto(1200, 800))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const transparent = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 30, g: 58, b: 138, alpha: 0.5 } } })
      .png()
      .toBuffer();
    // Conversions run one after the other; both answers arrive.
    await Promise.all([
      upload(cookie, { intent: "foto", alt: "De lado" }, { name: "lado.jpg", type: "image/jpeg", body: sideways }),
      upload(cookie, { intent: "foto", alt: "Transparente" }, { name: "t.png", type: "image/png", body: transparent }),
    ]);
    // 480 and 800 px for the upright 800 × 1200 photo, 480, 960 and 1000 px for the PNG, each in three formats.
    const files = mediaFiles();
    expect(files).toHaveLength(15);
    const sizeOf = async (suffix: string) => {
      const meta = await sharp(
        path.join(
          mediaRoot(),
          "fotos",
          files.find((f) => f.endsWith(suffix))!,
        ),
      ).metadata();
      return [meta.width, meta.height];
    };
    expect(await sizeOf("-800.jpg")).toEqual([800, 1200]);
    expect(await sizeOf("-800.avif")).toEqual([800, 1200]);
    expect(await sizeOf("-1000.webp")).toEqual([1000, 500]);
    expect(await sizeOf("-960.jpg")).toEqual([960, 480]);
  });

  it("refuses a file that is not an image whatever its name, an empty alt text, and a 13th photo, keeping what was typed", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const fake = (await upload(
      cookie,
      { intent: "foto", alt: "Foto do motor" },
      { name: "foto.jpg", type: "image/jpeg", body: Buffer.from("<html>não sou foto</html>") },
    )) as Result;
    expect(fake.status).toBe(400);
    expect(fake.data).toMatchObject({ form: "foto", typed: { alt: "Foto do motor" }, error: expect.stringContaining("não é uma foto JPEG, PNG ou WebP") });
    // A PNG header with garbage after it: the type matches, the image does not decode.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const bad = (await upload(cookie, { intent: "foto", alt: "Foto do motor" }, { name: "foto.png", type: "image/png", body: broken })) as Result;
    expect(bad.data.error).toMatch(/danificado ou incompleto/);
    // 100 megapixels: refused from its header, before any decoding (the rows after it are missing, so a decode would say "danificado").
    const huge = (await upload(
      cookie,
      { intent: "foto", alt: "Foto enorme" },
      { name: "enorme.png", type: "image/png", body: pngHeaderOnly(10_000, 10_000) },
    )) as Result;
    expect(huge.status).toBe(400);
    expect(huge.data).toMatchObject({ form: "foto", typed: { alt: "Foto enorme" } });
    expect(huge.data.error).toMatch(/^A imagem tem 100 megapixels; o limite é 40\./);
    const justOver = (await upload(cookie, { intent: "foto", alt: "Foto" }, { name: "a.png", type: "image/png", body: pngHeaderOnly(8_000, 5_001) })) as Result;
    expect(justOver.data.error).toMatch(/^A imagem tem 40,1 megapixels; o limite é 40\./);
    const noAlt = (await upload(cookie, { intent: "foto", alt: "   " }, { name: "a.jpg", type: "image/jpeg", body: await jpegPhoto(600, 400) })) as Result;
    expect(noAlt.data.error).toMatch(/texto alternativo/);
    expect(mediaFiles()).toEqual([]);

    const insert = conn.sqlite.prepare(
      "INSERT INTO motor_media (motor_slug, kind, file_key, width, height, alt, position) VALUES (?, 'foto', ?, 480, 360, 'x', ?)",
    );
    for (let i = 0; i < 12; i++) insert.run(SLUG, `motor-ppa-home-0000000${i.toString(16)}`, i);
    const thirteenth = (await upload(
      cookie,
      { intent: "foto", alt: "Mais uma" },
      { name: "a.jpg", type: "image/jpeg", body: await jpegPhoto(600, 400) },
    )) as Result;
    expect(thirteenth.data.error).toMatch(/até 12 fotos/);
  });

  it("a small photo is kept at its own width; the alt text can change; another photo can become the main one; delete asks first", async () => {
    fresh();
    const cookie = await signInAdmin();
    await upload(cookie, { intent: "foto", alt: "Primeira" }, { name: "a.jpg", type: "image/jpeg", body: await jpegPhoto(700, 500) });
    await upload(
      cookie,
      { intent: "foto", alt: "Segunda" },
      {
        name: "b.webp",
        type: "image/webp",
        body: await sharp(await jpegPhoto(800, 600))
          .webp()
          .toBuffer(),
      },
    );
    let listed = (await run(loader, navigation(`/admin/motores/${SLUG}`, { cookie }), undefined, { slug: SLUG })) as Result;
    let photos = listed.data.photos as (PagePhoto & { id: number })[];
    expect(photos.map((p) => [p.alt, p.width])).toEqual([
      ["Primeira", 700],
      ["Segunda", 800],
    ]);
    await upload(cookie, { intent: "alt", id: String(photos[1].id), alt: "Segunda foto, portão fechado" });
    await upload(cookie, { intent: "primeira", id: String(photos[1].id) });
    listed = (await run(loader, navigation(`/admin/motores/${SLUG}`, { cookie }), undefined, { slug: SLUG })) as Result;
    photos = listed.data.photos as (PagePhoto & { id: number })[];
    expect(photos.map((p) => p.alt)).toEqual(["Segunda foto, portão fechado", "Primeira"]);

    const asked = (await upload(cookie, { intent: "excluir", id: String(photos[0].id) })) as Result;
    expect(asked.data).toEqual({ confirmDelete: photos[0].id });
    expect(mediaFiles()).toHaveLength(6 + 6);
    const deleted = asResponse(await upload(cookie, { intent: "excluir", id: String(photos[0].id), confirmed: "1" }));
    expect(await toastOf(deleted)).toMatchObject({ description: "Foto excluída." });
    expect(mediaFiles()).toHaveLength(6);
    // Junk ids and another model's photo change nothing.
    for (const id of ["abc", "-1", "1e3", String(photos[1].id + 99)]) {
      const junk = (await upload(cookie, { intent: "excluir", id, confirmed: "1" })) as Result;
      expect(junk.data.error, id).toMatch(/não existe mais/);
    }
    const otherModel = (await upload(cookie, { intent: "excluir", id: String(photos[1].id), confirmed: "1" }, undefined, "motor-ppa-home-jetflex")) as Result;
    expect(otherModel.data.error).toMatch(/não existe mais/);
  });
});

describe("the editor's picker of the site's photos (decision 0034)", () => {
  it("lists every uploaded photo with a 960 px JPEG the sanitiser keeps, to a signed-in admin only", async () => {
    fresh();
    const cookie = await signInAdmin();
    await upload(cookie, { intent: "foto", alt: "Motor PPA Home na caixa" }, { name: "a.jpg", type: "image/jpeg", body: await jpegPhoto() });
    await upload(cookie, { intent: "foto", alt: "Motor pequeno" }, { name: "b.jpg", type: "image/jpeg", body: await jpegPhoto(400, 300) }, "motor-ppa-potenza");

    const res = asResponse(await run(sitePhotos, navigation("/admin/fotos-do-site", { cookie })));
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { photos } = (await res.json()) as { photos: { src: string; thumb: string; alt: string; motor: string }[] };
    expect(photos).toHaveLength(2);
    const home = photos.find((p) => p.alt === "Motor PPA Home na caixa")!;
    expect(home).toMatchObject({ motor: "Motor PPA Home", src: expect.stringMatching(/^\/midia\/fotos\/motor-ppa-home-[0-9a-f]{8}-960\.jpg$/) });
    expect(home.thumb).toMatch(/-480\.jpg$/);
    // A photo narrower than 480 px is offered at its own width.
    expect(photos.find((p) => p.alt === "Motor pequeno")!.src).toMatch(/^\/midia\/fotos\/motor-ppa-potenza-[0-9a-f]{8}-400\.jpg$/);
    // The files exist and the sanitiser keeps the address as it is.
    for (const photo of photos) {
      expect(fs.existsSync(path.join(mediaRoot(), "fotos", photo.src.split("/").pop()!))).toBe(true);
      expect(sanitizeContent(`<img src="${photo.src}" alt="${photo.alt}">`)).toContain(`src="${photo.src}"`);
    }
  });

  it("hostile: a visitor without a session, or a cross-site request, gets no list", async () => {
    fresh();
    const anonymous = asResponse(await run(sitePhotos, navigation("/admin/fotos-do-site")));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const cookie = await signInAdmin();
    const cross = await run(sitePhotos, navigation("/admin/fotos-do-site", { cookie, form: {}, origin: "https://outro.example" }));
    expect(asResponse(cross).status).toBe(403);
  });
});

describe("motor documents", () => {
  it("a PDF manual is listed with its size; replacing it removes the old file; a non-PDF renamed .pdf is refused", async () => {
    fresh();
    const cookie = await signInAdmin();
    const saved = asResponse(
      await upload(cookie, { intent: "documento", tipo: "manual", url: "" }, { name: "manual.pdf", type: "application/pdf", body: pdfDocument(3000) }),
    );
    expect(await toastOf(saved)).toMatchObject({ description: "Manual de instalação salvo." });
    let page = (await run(motorPage, navigation(`/motores/${SLUG}`), undefined, { slug: SLUG })) as Result;
    const [manual] = page.data.documents as { label: string; url: string; external: boolean }[];
    expect(manual.label).toBe(`Manual de instalação (PDF, ${fileSizeLabel(pdfDocument(3000).length)})`);
    expect(manual.url).toMatch(/^\/midia\/documentos\/manual-de-instalacao-motor-ppa-home-[0-9a-f]{8}\.pdf$/);
    expect(manual.external).toBe(false);

    await upload(cookie, { intent: "documento", tipo: "manual", url: "" }, { name: "manual-v2.pdf", type: "application/pdf", body: pdfDocument(10) });
    expect(mediaFiles()).toHaveLength(1);

    const renamed = (await upload(
      cookie,
      { intent: "documento", tipo: "ficha", url: "" },
      { name: "ficha.pdf", type: "application/pdf", body: await jpegPhoto(100, 100) },
    )) as Result;
    expect(renamed.status).toBe(400);
    expect(renamed.data).toMatchObject({ form: "ficha", error: "O arquivo não é um PDF. Envie o documento em PDF." });
    page = (await run(motorPage, navigation(`/motores/${SLUG}`), undefined, { slug: SLUG })) as Result;
    expect((page.data.documents as unknown[]).length).toBe(1);
  });

  it("an external address must be https; it is listed as an external link", async () => {
    fresh();
    const cookie = await signInAdmin();
    for (const url of ["http://fabricante.example/ficha.pdf", "javascript:alert(1)", "https://localhost/x.pdf", "ficha.pdf"]) {
      const refused = (await upload(cookie, { intent: "documento", tipo: "ficha", url })) as Result;
      expect(refused.status, url).toBe(400);
      expect(refused.data.typed).toEqual({ url });
    }
    await upload(cookie, { intent: "documento", tipo: "ficha", url: "https://fabricante.example/fichas/ppa-home.pdf" });
    const page = (await run(motorPage, navigation(`/motores/${SLUG}`), undefined, { slug: SLUG })) as Result;
    expect(page.data.documents).toEqual([
      { kind: "ficha", label: "Ficha técnica (PDF, link externo)", url: "https://fabricante.example/fichas/ppa-home.pdf", external: true },
    ]);
  });

  it("an unknown model or a visitor without a session gets no form", async () => {
    fresh();
    const cookie = await signInAdmin();
    const unknown = asResponse(await run(loader, navigation("/admin/motores/motor-que-nao-existe", { cookie }), undefined, { slug: "motor-que-nao-existe" }));
    expect(unknown.headers.get("Location")).toBe("/admin/motores");
    // A script's post without a session: 401, nothing saved.
    const anonymous = asResponse(await upload("", { intent: "documento", tipo: "ficha", url: "https://fabricante.example/a.pdf" }));
    expect(anonymous.status).toBe(401);
    const page = (await run(motorPage, navigation(`/motores/${SLUG}`), undefined, { slug: SLUG })) as Result;
    expect(page.data.documents).toEqual([]);
  });
});

describe("sizes", () => {
  it("reads like the motor page says it", () => {
    expect(fileSizeLabel(Math.round(2.3 * 1024 * 1024))).toBe("2,3 MB");
    expect(fileSizeLabel(850 * 1024)).toBe("850 KB");
    expect(fileSizeLabel(20)).toBe("1 KB");
  });
});
