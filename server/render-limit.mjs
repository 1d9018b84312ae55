// At most `max` requests are being rendered by Remix at once; the others wait their turn in
// arrival order. Fifty pages rendered in parallel finish no sooner than fifty in a row on one
// thread, but they keep fifty sets of objects alive across garbage collections, and V8 then
// grows its heap far beyond what the work needs. A slot is freed when the response is done
// or after `holdMs` (a client that reads slowly must not keep a slot), or as soon as the
// handler calls `res.locals.renderDone()` (the page cache does, before compressing); a
// request whose client went away while it waited is dropped from the queue.
export function renderLimitMiddleware({ max = 2, holdMs = 5_000 } = {}) {
  let active = 0;
  const waiting = new Set();
  const next = () => {
    for (const start of waiting) {
      if (active >= max) break;
      waiting.delete(start);
      active++;
      start();
    }
  };
  return (req, res, proceed) => {
    let closed = false;
    let freed = false;
    let timer;
    const free = () => {
      if (freed) return;
      freed = true;
      clearTimeout(timer);
      active--;
      next();
    };
    const start = () => {
      if (closed) return free();
      timer = setTimeout(free, holdMs).unref();
      res.once("finish", free);
      res.locals.renderDone = free;
      proceed();
    };
    res.once("close", () => {
      closed = true;
      if (waiting.delete(start)) return;
      free();
    });
    waiting.add(start);
    next();
  };
}
