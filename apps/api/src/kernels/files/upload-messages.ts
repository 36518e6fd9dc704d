// Indonesian refusals of an upload, on the file's field of the 470 errors map unless they concern another field.
export const UPLOAD_MESSAGES = {
  required: (label: string) => `${label} wajib diunggah.`,
  tooLarge: (maxBytes: number) => `Ukuran file maksimal ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  wrongType: "Format file harus JPEG, PNG, atau WebP.",
  heic: "Foto HEIC belum dapat diproses. Simpan atau ekspor foto sebagai JPEG, lalu unggah kembali.",
  oneFile: "Unggah satu file saja.",
  unreadable: "File gambar rusak atau tidak dapat dibaca.",
  tooManyPixels: "Resolusi gambar terlalu besar.",
  purpose: "Jenis foto harus listing, ktp, atau npwp.",
  formKey: "Kunci formulir harus berupa UUID.",
  tooManyPhotos: (max: number) => `Maksimal ${max} foto per listing. Hapus foto lain terlebih dahulu.`,
  tooManyUnused: (max: number, hours: number) =>
    `Anda sudah mengunggah ${max} foto yang belum dipakai dalam ${hours} jam terakhir. Simpan listing atau profil Anda terlebih dahulu, atau coba lagi nanti.`,
} as const;
