// One autocannon load in a worker thread, off the event loop of the server under test. autocannon
// reports fixed percentiles (no p95) at 1 ms resolution, so this also answers every response's
// latency: the caller takes any percentile from them. Off the main thread autocannon answers its
// raw, unaggregated result, so the rate is counted here.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const latencies = [];
const started = performance.now();
const instance = autocannon(workerData, (error, result) => {
  if (error) {
    parentPort.postMessage({ error: String(error) });
    return;
  }
  parentPort.postMessage({
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencies,
  });
});
instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
});
