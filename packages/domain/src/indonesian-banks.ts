// Banks an agent can receive money at, for the bank account form: the main national banks, every regional
// development bank (BPD) and the digital banks. The API stores the chosen name as text (bank_name), so a bank
// missing here is typed in under "Lainnya" and nothing breaks when the list changes.

export type BankGroup = "national" | "regional" | "digital";

export type IndonesianBank = { name: string; group: BankGroup };

/** Value of the "Lainnya" choice: the agent types the bank's name. */
export const OTHER_BANK = "lainnya";

export const BANK_GROUP_LABELS = {
  national: "Bank umum",
  regional: "Bank daerah (BPD)",
  digital: "Bank digital",
} as const satisfies Record<BankGroup, string>;

const national = [
  "Bank Central Asia (BCA)",
  "Bank Rakyat Indonesia (BRI)",
  "Bank Negara Indonesia (BNI)",
  "Bank Mandiri",
  "Bank Tabungan Negara (BTN)",
  "Bank Syariah Indonesia (BSI)",
  "Bank CIMB Niaga",
  "Bank Danamon",
  "Bank Permata",
  "Bank Panin",
  "Bank OCBC Indonesia",
  "Bank Maybank Indonesia",
  "Bank UOB Indonesia",
  "Bank SMBC Indonesia (Jenius)",
  "Bank Mega",
  "Bank Sinarmas",
  "KB Bank",
  "Bank Muamalat",
  "Bank BTPN Syariah",
  "Bank BCA Syariah",
  "Bank Mega Syariah",
  "Bank Panin Dubai Syariah",
  "Bank Victoria",
  "Bank Artha Graha",
  "Bank Mayapada",
  "Bank Ganesha",
  "Bank QNB Indonesia",
  "Bank Shinhan Indonesia",
  "Bank Woori Saudara",
  "Bank KEB Hana Indonesia",
  "Bank DBS Indonesia",
  "Bank HSBC Indonesia",
  "Standard Chartered Bank",
  "Citibank",
  "Bank Commonwealth",
  "Bank ICBC Indonesia",
  "Bank China Construction Bank Indonesia",
  "Bank Index Selindo",
  "Bank Capital Indonesia",
  "Bank MNC Internasional",
  "Bank Sahabat Sampoerna",
  "Bank Nationalnobu",
];

const regional = [
  "Bank Aceh Syariah",
  "Bank Sumut",
  "Bank Nagari",
  "Bank Riau Kepri Syariah",
  "Bank Jambi",
  "Bank Sumsel Babel",
  "Bank Bengkulu",
  "Bank Lampung",
  "Bank DKI",
  "Bank BJB",
  "Bank BJB Syariah",
  "Bank Banten",
  "Bank Jateng",
  "Bank BPD DIY",
  "Bank Jatim",
  "Bank BPD Bali",
  "Bank NTB Syariah",
  "Bank NTT",
  "Bank Kalbar",
  "Bank Kalteng",
  "Bank Kalsel",
  "Bank Kaltimtara",
  "Bank SulutGo",
  "Bank Sulteng",
  "Bank Sulselbar",
  "Bank Sultra",
  "Bank Maluku Malut",
  "Bank Papua",
];

const digital = [
  "Bank Jago",
  "SeaBank",
  "blu by BCA Digital",
  "Allo Bank",
  "Bank Neo Commerce (neobank)",
  "LINE Bank",
  "Superbank",
  "Krom Bank",
  "Bank Raya",
  "Hibank",
  "MotionBank",
  "Amar Bank",
  "Bank Aladin Syariah",
  "Bank Saqu",
];

export const INDONESIAN_BANKS: readonly IndonesianBank[] = [
  ...national.map((name) => ({ name, group: "national" as const })),
  ...regional.map((name) => ({ name, group: "regional" as const })),
  ...digital.map((name) => ({ name, group: "digital" as const })),
];

const fold = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("id-ID").replace(/\s+/g, " ").trim();

/**
 * The listed bank a saved name stands for ("bca", "Bank Central Asia (BCA)", "  bank mandiri "), by its full
 * name or the short name in brackets; undefined for a name the list does not have.
 */
export function findBank(name: string): IndonesianBank | undefined {
  const wanted = fold(name);
  if (!wanted) return undefined;
  return INDONESIAN_BANKS.find((bank) => {
    const short = /\(([^)]+)\)$/.exec(bank.name)?.[1];
    return fold(bank.name) === wanted || (short !== undefined && fold(short) === wanted);
  });
}
