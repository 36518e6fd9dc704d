import { loadConfig } from "./config.js";
import { startApi } from "./start.js";

const config = loadConfig();
const app = await startApi(config);
await app.listen({ host: config.host, port: config.port });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
