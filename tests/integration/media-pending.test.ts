// An upload's files stay pending until the row naming them is saved (app/server/media/
// media-files.server.ts `commitMedia`), so a process killed in between leaves nothing a page
// names nor the media route serves; the sweep (at start and on the housekeeping timer) names the
// pending files a row names and deletes the others once PENDING_MIN_AGE_MS old.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mediaFileOfPath } from "~/lib/media/motor-media";
import { commitMedia, mediaFiles, mediaRoot, savePhoto } from "~/server/media/media-files.server";
import { PENDING_MIN_AGE_MS, sweepOrphanedMedia } from "~/server/media/media-sweep.server";
import { jpegPhoto } from "../fixtures/media";
import { freshDatabasePerTest } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const photoFolder = () => path.join(mediaRoot(), "fotos");
const names = () => (fs.existsSync(photoFolder()) ? fs.readdirSync(photoFolder()).sort() : []);

describe("an upload stopped before its row is saved", () => {
  it("leaves pending files only, which no address serves; the sweep deletes them after the pending age", async () => {
    fresh();
    const saved = await savePhoto(new Uint8Array(await jpegPhoto(1000, 750)), "motor-ppa-home");
    if (!saved.ok) throw new Error(saved.error);
    // The process stops here (kill -9): no row, no commit.
    const left = names();
    expect(left).toHaveLength(9); // 480, 960 and 1000 px in three formats
    for (const name of left) {
      expect(name).toMatch(/\.pending$/);
      expect(mediaFileOfPath(`/midia/fotos/${name}`)).toBeNull();
    }
    expect(sweepOrphanedMedia(mediaRoot(), Date.now())).toEqual([]);
    const removed = sweepOrphanedMedia(mediaRoot(), Date.now() + PENDING_MIN_AGE_MS + 1000);
    expect(removed.map((f) => path.basename(f)).sort()).toEqual(left);
    expect(names()).toEqual([]);
  });

  it("a row saved, then the process stopped before the rename: the sweep gives the files their names", async () => {
    const { conn } = fresh();
    const saved = await savePhoto(new Uint8Array(await jpegPhoto(1000, 750)), "motor-ppa-home");
    if (!saved.ok) throw new Error(saved.error);
    conn.sqlite
      .prepare("INSERT INTO motor_media (motor_slug, kind, file_key, width, height, alt, position) VALUES ('motor-ppa-home', 'foto', ?, ?, ?, 'x', 0)")
      .run(saved.fileKey, saved.width, saved.height);
    expect(sweepOrphanedMedia(mediaRoot(), Date.now())).toEqual([]);
    const expected = mediaFiles("foto", saved.fileKey, saved.width).map((f) => path.basename(f));
    expect(names()).toEqual([...expected].sort());
    // The request's own commit, arriving after the sweep, finds them named already.
    await commitMedia(mediaFiles("foto", saved.fileKey, saved.width));
    expect(names()).toEqual([...expected].sort());
  });
});
