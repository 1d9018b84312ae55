// The attackers of the "signin" fault scenario, in a process of their own (like other machines):
// sends ATTEMPTS wrong sign-ins at once, each from its own address, and the owner's known
// browser 200 ms later; prints "start" as it begins, then one JSON line with what each got.
// Usage: node --import tsx tests/faults/signin-attacker.ts <url> <attempts> <device cookie>
import { OWNER, signIn } from "./signin";

const [url, attempts, device] = process.argv.slice(2);
console.log("start");
const attacks = Array.from({ length: Number(attempts) }, async (_, i) => {
  const email = `tentativa-${i}@exemplo.com.br`;
  try {
    const answer = await signIn(url, `203.0.113.${i + 1}`, { email, password: "senha-errada-123" });
    return { status: answer.status, keepsEmail: answer.body.includes(`value="${email}"`) };
  } catch (error) {
    return { status: 0, keepsEmail: false, error: String(error) };
  }
});
// From the first attacker's address, while the password checks are full.
const owner = new Promise((r) => setTimeout(r, 200)).then(() => signIn(url, "203.0.113.1", OWNER, device));
console.log(JSON.stringify({ attacks: await Promise.all(attacks), owner: (await owner).status }));
