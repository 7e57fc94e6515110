// The few parts of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
