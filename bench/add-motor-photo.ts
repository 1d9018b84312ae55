// Adds a photo to a motor model the way the admin's upload does (docs/product.md §6.3b), for
// `npm run audit:pages` ("motor com foto"): tsx bench/add-motor-photo.ts <slug>, with
// DATABASE_URL naming the database the server uses. The picture is drawn here (gradients, shapes
// and grain, 2400 × 1800, like a phone photo's size), nothing is downloaded.
import sharp from "sharp";
import { addPhoto } from "../app/server/data/motor-media.server";
import { commitMedia, mediaFiles, savePhoto } from "../app/server/media/media-files.server";

const slug = process.argv[2];
if (!slug) throw new Error("Uso: tsx bench/add-motor-photo.ts <slug do modelo>");

const W = 2400;
const H = 1800;
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#e8eef3"/></linearGradient>
    <linearGradient id="gate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#1f2937"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect y="${H * 0.72}" width="100%" height="${H * 0.28}" fill="#8b8680"/>
  <rect x="${W * 0.12}" y="${H * 0.3}" width="${W * 0.76}" height="${H * 0.42}" fill="url(#gate)"/>
  ${Array.from({ length: 18 }, (_, i) => `<rect x="${W * 0.14 + i * W * 0.04}" y="${H * 0.32}" width="${W * 0.012}" height="${H * 0.38}" fill="#9ca3af"/>`).join("")}
  <rect x="${W * 0.62}" y="${H * 0.2}" width="${W * 0.16}" height="${H * 0.09}" rx="20" fill="#e5e7eb" stroke="#374151" stroke-width="8"/>
</svg>`;
const grain = await sharp({ create: { width: W, height: H, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } } })
  .png()
  .toBuffer();
const photo = await sharp(Buffer.from(scene))
  .composite([{ input: grain, blend: "soft-light" }])
  .jpeg({ quality: 88 })
  .toBuffer();

const saved = await savePhoto(new Uint8Array(photo), slug);
if (!saved.ok) throw new Error(saved.error);
addPhoto(slug, saved, `Motor instalado em portão basculante de garagem (${slug})`);
// As the admin's upload does: the files get their own names once the row naming them is saved.
await commitMedia(mediaFiles("foto", saved.fileKey, saved.width));
console.log(`[foto] ${slug}: ${saved.width} × ${saved.height} px (${Math.round(photo.length / 1024)} KB enviados)`);
