import { loadConfig } from "../config.js";
import { openDatabase } from "./client.js";
import { migrate } from "./migrate.js";

const database = await openDatabase(loadConfig());
const applied = await migrate(database);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Nothing to apply.");
await database.close();
