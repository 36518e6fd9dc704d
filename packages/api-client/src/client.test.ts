import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./client.js";
import { NetworkError, NotFoundError, ServerError, UnauthorizedError, ValidationError } from "./errors.js";

let server: Server;
let baseUrl: string;
let seen: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/api/user-agent") return send(200, { data: { id: 1, name: "Budi" } });
    if (req.url === "/api/public") return send(500, { errors: "Terjadi kesalahan" });
    if (req.url === "/api/agent/auth/login")
      return send(470, { message: "x", errors: { email: ["Email atau kata sandi salah."] } });
    if (req.url === "/api/auth/logout") return send(401, { errors: "Sesi berakhir" });
    return send(404, { errors: "Tidak ditemukan" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("createApiClient", () => {
  it("sends the bearer token, Content-Language id and X-Timezone on every call", async () => {
    let token = "first";
    const client = createApiClient({ baseUrl, token: () => token, timeZone: "Asia/Makassar" });
    const { data } = await client.GET("/api/user-agent");
    expect(data).toEqual({ data: { id: 1, name: "Budi" } });
    expect(seen.authorization).toBe("Bearer first");
    expect(seen["content-language"]).toBe("id");
    expect(seen["x-timezone"]).toBe("Asia/Makassar");
    token = "second";
    await client.GET("/api/user-agent");
    expect(seen.authorization).toBe("Bearer second");
  });

  it("sends no Authorization header without a token", async () => {
    await createApiClient({ baseUrl }).GET("/api/user-agent");
    expect(seen.authorization).toBeUndefined();
    expect(seen["x-timezone"]).toBeTruthy();
  });

  it("throws typed errors for 470, 401, 404 and 5xx", async () => {
    const client = createApiClient({ baseUrl });
    await expect(
      client.POST("/api/agent/auth/login", { body: { email: "a@b.id", password: "x" } }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(client.POST("/api/auth/logout")).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(client.GET("/api/regional/get_provinces")).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.GET("/api/public")).rejects.toBeInstanceOf(ServerError);
  });

  it("reports an unreachable server as NetworkError", async () => {
    const client = createApiClient({ baseUrl: "http://127.0.0.1:9" });
    await expect(client.GET("/api/public")).rejects.toBeInstanceOf(NetworkError);
  });
});
