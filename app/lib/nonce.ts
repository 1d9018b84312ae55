import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. The server entry provides it so that
 * <Scripts> and <ScrollRestoration> can mark their inline scripts; in the browser
 * the value is empty (browsers hide nonce attributes after parsing, and Remix's
 * script tags suppress the hydration mismatch).
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
