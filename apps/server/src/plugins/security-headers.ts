import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy for the whole app, in one place. Features that need another
 * origin (the realtime voice API, Google sign-in) add it here with a reason.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React and the chart library set style attributes; no inline <script> is ever allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  // OpenAI Realtime: the browser posts its SDP offer there when the OpenAI provider is configured.
  connectSrc: ["'self'", "https://api.openai.com"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // The microphone is needed by the practice page; nothing else is.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (_request, reply) => {
    void reply.header("permissions-policy", "camera=(), geolocation=(), microphone=(self)");
  });
}
