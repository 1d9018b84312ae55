// autocannon ships without types; the fault scripts use a small part of its API.
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all (overrides duration). */
    amount?: number;
    timeout?: number;
    requests?: {
      method?: string;
      path: string;
      onResponse?: (status: number, body: string, context: unknown, headers?: Record<string, string>) => void;
      setupRequest?: (request: { path: string }) => { path: string };
    }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
