// Indonesian validation messages shared by client forms and the server's 470 responses, so a field shows the
// same text whichever side rejects it.

export const required = (label: string): string => `${label} wajib diisi.`;
export const email = (): string => "Format email tidak valid.";
export const minLength = (label: string, n: number): string => `${label} minimal ${n} karakter.`;
export const maxLength = (label: string, n: number): string => `${label} maksimal ${n} karakter.`;
export const exactLength = (label: string, n: number): string => `${label} harus ${n} karakter.`;
export const min = (label: string, n: number): string => `${label} minimal ${n}.`;
export const max = (label: string, n: number): string => `${label} maksimal ${n}.`;
export const greaterThan = (label: string, n: number): string => `${label} harus lebih dari ${n}.`;
export const multipleOf = (label: string, n: number): string => `${label} harus kelipatan ${n}.`;
export const pattern = (label: string): string => `Format ${label} tidak valid.`;
export const oneOf = (label: string): string => `${label} yang dipilih tidak valid.`;
export const integer = (label: string): string => `${label} harus berupa bilangan bulat.`;
export const number = (label: string): string => `${label} harus berupa angka.`;
export const boolean = (label: string): string => `${label} harus bernilai ya atau tidak.`;
export const date = (label: string): string => `${label} harus berupa tanggal yang valid.`;
export const notInPast = (label: string): string => `${label} tidak boleh tanggal yang sudah lewat.`;
export const unique = (label: string): string => `${label} sudah digunakan.`;
export const confirmMatch = (): string => "Konfirmasi kata sandi tidak sama.";
export const duplicateSchedule = (): string => "Hari dan jam ini sudah ada di jadwal.";
export const youtubeUrl = (): string => "Link video harus berupa video YouTube atau YouTube Shorts.";
export const maxItems = (label: string, n: number): string => `${label} maksimal ${n} item.`;
export const unknownField = (label: string): string => `Kolom ${label} tidak dikenal.`;
export const digitsOnly = (label: string): string => `${label} hanya boleh berisi angka.`;
export const exactDigits = (label: string, n: number): string => `${label} harus ${n} digit.`;
export const minDigits = (label: string, n: number): string => `${label} minimal ${n} digit.`;
export const maxDigits = (label: string, n: number): string => `${label} maksimal ${n} digit.`;
export const mobilePhone = (): string => "Nomor HP harus nomor ponsel Indonesia yang valid, contoh 0812 3456 7890.";
export const uploadRequired = (label: string): string => `${label} wajib diunggah.`;
/** A part of the home address, needed once a KTP or NPWP is given (ADR 0029). */
export const requiredWithDocuments = (label: string): string => `${label} wajib diisi bila KTP atau NPWP diisi.`;
export const sameAsOldPassword = (): string => "Kata sandi baru tidak boleh sama dengan kata sandi lama.";
export const blankPassword = (): string => "Kata sandi tidak boleh hanya berisi spasi.";
export const passwordIsEmail = (): string => "Kata sandi tidak boleh sama dengan alamat email.";
export const commonPassword = (): string =>
  "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.";
/** "Kecamatan tidak berada di kota/kabupaten yang dipilih." (regional ids must nest). */
export const notInParent = (label: string, parentLabel: string): string =>
  `${label} tidak berada di ${parentLabel.toLowerCase()} yang dipilih.`;
export const duplicateItem = (label: string): string => `${label} tidak boleh dipilih lebih dari sekali.`;
/** Text carrying a NUL character (U+0000), which no field accepts and PostgreSQL cannot store. */
export const forbiddenCharacter = (label: string): string => `${label} berisi karakter yang tidak diizinkan.`;
/** A line break, tab or other control character in a single-line field (single-line.ts). */
export const controlCharacter = (label: string): string =>
  `${label} tidak boleh berisi karakter kontrol, seperti baris baru atau tab.`;

/** The same builders as one object, for call sites where bare names like `email` or `date` would clash. */
export const validationMessages = {
  required,
  email,
  minLength,
  maxLength,
  exactLength,
  min,
  max,
  greaterThan,
  multipleOf,
  pattern,
  oneOf,
  integer,
  number,
  boolean,
  date,
  notInPast,
  unique,
  confirmMatch,
  duplicateSchedule,
  youtubeUrl,
  maxItems,
  unknownField,
  digitsOnly,
  exactDigits,
  minDigits,
  maxDigits,
  mobilePhone,
  uploadRequired,
  sameAsOldPassword,
  blankPassword,
  passwordIsEmail,
  commonPassword,
  notInParent,
  duplicateItem,
  forbiddenCharacter,
  controlCharacter,
} as const;

/** API field names (snake_case, as the contract spells them) → Indonesian labels. */
export const FIELD_LABELS = {
  // Auth and account
  email: "Email",
  password: "Kata sandi",
  password_confirmation: "Konfirmasi kata sandi",
  old_password: "Kata sandi lama",
  new_password: "Kata sandi baru",
  new_password_confirmation: "Konfirmasi kata sandi baru",
  remember: "Ingat saya",
  name: "Nama lengkap",
  full_name: "Nama lengkap",
  phone_number: "Nomor HP",
  phone: "Nomor HP",
  otp: "Kode OTP",
  token: "Token",
  referral_code: "Kode referral",
  avatar: "Foto profil",
  purpose: "Jenis foto",
  // Agent profile and registration
  agent_type: "Tipe agen",
  agent_type_id: "Tipe agen",
  agent_office_id: "Kantor agen",
  nib: "NIB",
  selected_property_specializations: "Spesialisasi properti",
  selected_price_specializations: "Spesialisasi harga",
  selected_area_specializations: "Spesialisasi area",
  social_medias: "Media sosial",
  ktp_number: "Nomor KTP",
  ktp_photo: "Foto KTP",
  ktp_photo_uuid: "Foto KTP",
  npwp_number: "Nomor NPWP",
  npwp_photo: "Foto NPWP",
  npwp_photo_uuid: "Foto NPWP",
  address: "Alamat",
  province_id: "Provinsi",
  city_id: "Kota/Kabupaten",
  district_id: "Kecamatan",
  village_id: "Kelurahan/Desa",
  province: "Provinsi",
  city: "Kota/Kabupaten",
  district: "Kecamatan",
  village: "Kelurahan/Desa",
  area: "Area",
  area_id: "Area",
  age: "Usia",
  gender: "Jenis kelamin",
  // Bank account
  bank_name: "Nama bank",
  account_name: "Nama pemilik rekening",
  account_number: "Nomor rekening",
  // Listing form
  property_type_id: "Tipe properti",
  property_type: "Tipe properti",
  listing_type: "Tipe listing",
  type: "Tipe",
  title_suffix: "Judul listing",
  title: "Judul listing",
  description: "Deskripsi",
  price: "Harga",
  certificate_id: "Sertifikat",
  furnishing_status_id: "Kondisi perabotan",
  rent_period_id: "Periode sewa",
  bedroom: "Kamar tidur",
  bathroom: "Kamar mandi",
  building_size: "Luas bangunan",
  land_size: "Luas tanah",
  total_floor: "Jumlah lantai",
  floor: "Lantai",
  electrical_power: "Daya listrik",
  hoek: "Hoek",
  selected_facilities: "Fasilitas",
  facility_amount: "Jumlah fasilitas",
  youtube_url: "Link video YouTube",
  videos: "Video",
  tour_360_url: "Tur virtual 360°",
  photos: "Foto",
  photo_uuids: "Foto",
  primary_photo_uuid: "Foto utama",
  category_name: "Nama perumahan",
  block_number: "Nomor blok",
  unit_number: "Nomor unit",
  lat: "Lintang",
  lng: "Bujur",
  ownership: "Kepemilikan",
  owner_name: "Nama pemilik",
  company_name: "Nama perusahaan",
  draft_name: "Nama draf",
  // Sales forms (join as an agent, project registration, find a project)
  project_name: "Nama proyek",
  agent_office_name: "Nama kantor",
  budget_min: "Anggaran minimal",
  budget_max: "Anggaran maksimal",
  // Listings, repost, boosts
  listing_uuid: "Listing",
  uuid: "Listing",
  uuids: "Listing",
  listing: "Listing",
  schedules: "Jadwal repost",
  day_of_the_week: "Hari",
  time: "Jam",
  expired_at: "Tanggal berakhir",
  boost_uuid: "Recommended Listing",
  availabilities: "Periode",
  start_date: "Tanggal mulai",
  month: "Bulan",
  year: "Tahun",
  coin_cost: "Biaya koin",
  // Orders and payments
  products: "Produk",
  qty: "Jumlah",
  quantity: "Jumlah",
  duration: "Durasi",
  direct_activation: "Aktivasi langsung",
  renewal_type: "Jenis perpanjangan",
  payment_method: "Metode pembayaran",
  promo_code: "Kode promo",
  card_number: "Nomor kartu",
  card_holder: "Nama pemegang kartu",
  card_expiry: "Masa berlaku kartu",
  cvv: "CVV",
  card_token: "Token kartu",
  order_uuid: "Pesanan",
  status_filter: "Status",
  expect_free_order: "Pesanan gratis",
  // Coins
  user_coin_uuid: "Koin",
  amount: "Jumlah",
  notes: "Catatan",
  // Search and lists
  query: "Kata kunci",
  q: "Kata kunci",
  page: "Halaman",
  per_page: "Jumlah per halaman",
  category: "Kategori",
  sort: "Urutan",
  order: "Arah urutan",
  // Enquiries and contact
  message: "Pesan",
  read: "Status dibaca",
  archive: "Status arsip",
  value: "Nilai",
  // Calculators and installments
  loan_amount: "Jumlah pinjaman",
  tenure: "Tenor",
  income: "Penghasilan",
  discount_percentage: "Persentase diskon",
} as const satisfies Record<string, string>;

export type LabelledField = keyof typeof FIELD_LABELS;

/**
 * The label of an API field. Accepts a path such as "schedules.0.time" (the last named segment wins);
 * unknown names are humanised: "building_permit_id" → "Building permit".
 */
export function labelFor(field: string): string {
  const segments = field.split(/[.[\]]+/).filter((s) => s !== "" && !/^\d+$/.test(s));
  const name = segments.at(-1) ?? field;
  if (Object.hasOwn(FIELD_LABELS, name)) return FIELD_LABELS[name as LabelledField];
  return humanise(name);
}

function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/_(id|uuid)$/i, "")
    .split(/[_\s-]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
