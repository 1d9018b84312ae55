import { HttpResponse, http } from "msw";

export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_USERINFO_URL = "https://www.googleapis.com/oauth2/v3/userinfo";

export type GoogleUser = { sub: string; email: string; email_verified: boolean; name?: string };

/**
 * Google's token and userinfo endpoints, answered in-process (msw). `user` is who signs in;
 * `tokenRequests` records every code exchange so tests can prove it did (not) happen.
 */
export function googleMock() {
  const state = {
    user: { sub: "1100220033", email: "admin@exemplo.com.br", email_verified: true, name: "Admin" } as GoogleUser,
    tokenRequests: [] as { body: URLSearchParams; authorization: string | null }[],
  };
  const handlers = [
    http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      state.tokenRequests.push({ body, authorization: request.headers.get("Authorization") });
      if (body.get("code") !== "codigo-valido") return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
      return HttpResponse.json({ access_token: "token-de-acesso", token_type: "Bearer", expires_in: 3599, scope: "openid email profile", id_token: "x.y.z" });
    }),
    http.get(GOOGLE_USERINFO_URL, ({ request }) => {
      if (request.headers.get("Authorization") !== "Bearer token-de-acesso") return new HttpResponse(null, { status: 401 });
      return HttpResponse.json(state.user);
    }),
  ];
  return { state, handlers };
}
