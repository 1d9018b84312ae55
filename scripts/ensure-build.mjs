// Builds BUILD_DIR (default build/) when it is missing or older than the sources (bench/build-freshness.mjs):
// Playwright's web server runs it before starting the built server.
import { ensureBuild } from "../bench/server-process.mjs";

ensureBuild();
