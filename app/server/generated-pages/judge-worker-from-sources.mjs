// The judge's worker from the TypeScript sources (tests, `npm run dev`): tsx's loader is
// registered in the thread itself (Node 20 does not apply `--import` to worker threads).
import { register } from "tsx/esm/api";

register();
const { default: judge } = await import("./judge-worker.ts");
export default judge;
