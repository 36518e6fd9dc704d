// The everyday place names, edited as a file (docs/product/regions.md#everyday-names):
//   pnpm --filter @griya/api places:aliases export > aliases.txt
//   pnpm --filter @griya/api places:aliases import aliases.txt
// Import checks every line and every code first and replaces the whole list in one transaction, or changes nothing.
import { readFileSync } from "node:fs";
import {
  allPlaceAliases,
  formatAliasFile,
  parseAliasFile,
  replacePlaceAliases,
  unknownPlaceCodes,
} from "../features/marketplace/index.js";
import { loadConfig } from "../platform/config.js";
import { openDatabase } from "../platform/db/client.js";
import { migrate } from "../platform/db/migrate.js";

const [command, file] = process.argv.slice(2);
const database = await openDatabase(loadConfig());
try {
  await migrate(database);
  if (command === "export") {
    process.stdout.write(formatAliasFile(await allPlaceAliases(database.db)));
  } else if (command === "import" && file) {
    const { aliases, errors } = parseAliasFile(readFileSync(file, "utf8"));
    const codes = aliases.flatMap((a) => (a.target.type === "areas" ? a.target.ids : [a.target.id]));
    const unknown = await unknownPlaceCodes(database.db, codes);
    for (const code of unknown) errors.push(`kode ${code} bukan provinsi, kota atau kecamatan`);
    if (errors.length > 0) {
      console.error(`Tidak ada yang diubah:\n${errors.join("\n")}`);
      process.exitCode = 1;
    } else {
      await replacePlaceAliases(database.db, aliases);
      console.log(`${aliases.length} nama tempat disimpan.`);
    }
  } else {
    console.error("Pakai: places:aliases export | places:aliases import <file>");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
