// At most `max` requests are being rendered by Remix at once; the others wait their turn in
// arrival order. Fifty pages rendered in parallel finish no sooner than fifty in a row on one
// thread, but they keep fifty sets of objects alive across garbage collections, and V8 then
// grows its heap far beyond what the work needs. A slot is freed when the response is done
// or after `holdMs` (a client that reads slowly must not keep a slot).
export function renderLimitMiddleware({ max = 2, holdMs = 5_000 } = {}) {
  let active = 0;
  const waiting = [];
  const next = () => {
    while (active < max && waiting.length > 0) {
      active++;
      waiting.shift()();
    }
  };
  return (req, res, proceed) => {
    const start = () => {
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        clearTimeout(timer);
        active--;
        next();
      };
      const timer = setTimeout(free, holdMs).unref();
      res.once("close", free);
      res.once("finish", free);
      proceed();
    };
    if (res.destroyed) return;
    waiting.push(start);
    next();
  };
}
