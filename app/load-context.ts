declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Client address as Express resolved it with TRUST_PROXY hops. */
    clientIp: string;
  }
}

export {};
