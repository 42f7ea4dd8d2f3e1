import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

/**
 * A stand-in for Google's ID-token keys (what GOOGLE_CERTS_URL points at): `GET /certs` publishes a
 * JWK set the way https://www.googleapis.com/oauth2/v3/certs does, and `POST /issue` (test only) signs
 * an ID token with that key, as Google does for a One Tap credential. The API tests sign in-process;
 * the end-to-end tests ask over HTTP.
 */
export interface GoogleKeysStandIn {
  certsUrl: string;
  /**
   * An ID token signed with the published key: Google's issuer, an hour's life and a fresh `jti` (each
   * token differs, as Google's do) unless the claims say otherwise.
   */
  issue(claims: JWTPayload & { aud: string | string[]; sub: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleKeysStandIn(): Promise<GoogleKeysStandIn> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "stand-in-key-1";
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const now = () => Math.floor(Date.now() / 1000);
  // iat and exp given in the claims win (an expired token, say).
  const issue = (claims: JWTPayload & { aud: string | string[]; sub: string }) =>
    new SignJWT({ iss: "https://accounts.google.com", iat: now(), exp: now() + 3600, jti: randomUUID(), ...claims })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .sign(privateKey);

  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method === "GET" && request.url === "/certs") {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      if (request.method === "POST" && request.url === "/issue") {
        let body = "";
        for await (const chunk of request) body += String(chunk);
        const token = await issue(JSON.parse(body) as JWTPayload & { aud: string | string[]; sub: string });
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ token }));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    certsUrl: `http://127.0.0.1:${port}/certs`,
    issue,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
