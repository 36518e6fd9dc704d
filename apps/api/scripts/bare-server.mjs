// The ceiling for the benchmark: a bare Fastify route with no database, auth or validation.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ data: { ok: true } }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.send?.("ready");
