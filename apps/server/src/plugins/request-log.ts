import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * Load balancers' probes and the build's hashed static files: frequent, always the same, and no help
 * to anyone reading the log. They are not logged per request (their errors still are).
 */
const quietPaths = new Set(["/healthz", "/readyz"]);
const quietPrefixes = ["/assets/"];

function isQuietPath(url: string): boolean {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return quietPaths.has(path) || quietPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * One line per request, when its answer has been sent: the request (id, method, redacted URL: the
 * `req` serializer in logging.ts), the status and the time taken. Fastify's default writes two, one on
 * arrival and one on completion, which doubled the logging cost of every request (`npm run bench --
 * server`); the arrival line told nothing the completion line does not. A request that errors after its
 * headers were sent is still logged, probes and assets included.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
      return;
    }
    if (isQuietPath(request.url)) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
