import { createContext, useContext } from "react";

/**
 * CSP nonce of the current server render. Empty in the browser and when pages are
 * prerendered (their inline scripts are allowed by hash instead).
 */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
