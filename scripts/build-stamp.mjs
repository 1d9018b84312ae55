// Last step of `npm run build`: records the sources the build was made from (bench/build-freshness.mjs).
import path from "node:path";
import { stampBuild } from "../bench/build-freshness.mjs";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
stampBuild(ROOT, path.resolve(ROOT, process.env.BUILD_DIR || "build"));
