// The part of autocannon (8.0, which ships no types) that the benchmarks use, so that the type
// check covers bench/server.mjs and every benchmark that runs its `load`.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    /** One request of a run's sequence; `setupRequest` may change it before each sending. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }

    /** A connection's client, as `setupClient` gets it. */
    interface Client extends EventEmitter {
      pipelinedRequests: { addBody: (chunk: Buffer) => void };
    }

    interface Options {
      /** Several: the connections are spread over them. */
      url: string | string[];
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: Request[];
      setupClient?: (client: Client) => void;
      overallRate?: number;
      connectionRate?: number;
      maxConnectionRequests?: number;
      maxOverallRequests?: number;
      bailout?: number;
      title?: string;
    }

    /** A histogram's figures (latency in ms, requests and bytes per second). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      title?: string;
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
      duration: number;
    }

    interface Instance extends EventEmitter {
      on(
        event: "response",
        listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
      ): this;
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export default autocannon;
}
