/**
 * The everyday place names as a file people edit (docs/product/regions.md#everyday-names): one alias per line,
 * `name;target;weight`, where the target is a province, city or district code ("31.74.03") or several district codes
 * separated by spaces ("31.74.10 36.74.03": a name that spans districts). Lines starting with "#" and empty lines
 * are skipped. Pure, so the tests and the command agree.
 */
export type AliasLine = {
  name: string;
  target: { type: "province" | "city" | "area"; id: string } | { type: "areas"; ids: string[] };
  weight: number;
};

const CODE = /^\d{2}(\.\d{2}){0,2}$/;
const DISTRICT = /^\d{2}\.\d{2}\.\d{2}$/;
const TYPE_OF_CODE = ["province", "city", "area"] as const;

/** Lines and the Indonesian reason each bad line is refused ("baris 3: …"); nothing is kept when one is bad. */
export function parseAliasFile(text: string): { aliases: AliasLine[]; errors: string[] } {
  const aliases: AliasLine[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const refuse = (reason: string) => errors.push(`baris ${index + 1}: ${reason}`);
    const parts = line.split(";").map((part) => part.trim());
    if (parts.length !== 3) {
      refuse("tulis nama;kode;bobot");
      continue;
    }
    const [name, targetText, weightText] = parts as [string, string, string];
    const codes = targetText.split(/\s+/).filter(Boolean);
    if (name.length < 2 || name.length > 100) refuse("nama 2–100 karakter");
    else if (!/^\d{1,6}$/.test(weightText)) refuse("bobot bilangan bulat 0–999999");
    else if (codes.length === 0 || !codes.every((code) => CODE.test(code))) refuse("kode wilayah tidak valid");
    else if (codes.length > 1 && !codes.every((code) => DISTRICT.test(code))) {
      refuse("beberapa kode hanya untuk kecamatan");
    } else if (seen.has(name.toLowerCase())) refuse(`nama "${name}" sudah ada di baris lain`);
    else {
      seen.add(name.toLowerCase());
      const target: AliasLine["target"] =
        codes.length > 1
          ? { type: "areas", ids: [...new Set(codes)].sort() }
          : { type: TYPE_OF_CODE[codes[0]!.split(".").length - 1]!, id: codes[0]! };
      aliases.push({ name, target, weight: Number(weightText) });
    }
  }
  return { aliases, errors };
}

/** The aliases as the file parseAliasFile reads, heaviest first. */
export function formatAliasFile(aliases: AliasLine[]): string {
  const header = "# nama;kode wilayah (beberapa kecamatan dipisah spasi);bobot\n";
  const lines = [...aliases]
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .map((a) => `${a.name};${a.target.type === "areas" ? a.target.ids.join(" ") : a.target.id};${a.weight}`);
  return header + lines.join("\n") + "\n";
}
