// Texts of the listing form's photo manager and location map (features/listing-form/components).
import { addTexts } from "../lib/i18n";

export const listingFormMedia = {
  photos: {
    legend: "Foto properti",
    hint: "JPEG, PNG, atau WebP, maksimal 10 MB per foto. Foto pertama menjadi foto utama; Anda dapat menggantinya.",
    counter: "{{count}}/{{max}} foto",
    dropZone: "Tambah foto",
    dropZoneHint: "Seret foto ke sini atau pilih dari perangkat Anda.",
    dropZoneActive: "Lepaskan foto untuk mengunggah",
    // Same wording as the error catalogue (ERROR_MESSAGES.maxPhotosExceeded), for any limit.
    maxPhotosExceeded: "Jumlah foto melebihi batas maksimal {{max}} foto.",
    refusedFiles: "Tidak ditambahkan: {{names}}.",
    listLabel: "Foto yang sudah diunggah",
    photoAlt: "Foto {{n}}",
    primaryBadge: "Foto utama",
    makePrimary: "Jadikan foto utama",
    makePrimaryLabel: "Jadikan foto utama (foto {{n}})",
    moveLeft: "Geser foto {{n}} ke kiri",
    moveRight: "Geser foto {{n}} ke kanan",
    remove: "Hapus foto {{n}}",
    uploadsLabel: "Foto yang sedang diunggah",
    uploading: "Mengunggah {{name}}",
    queued: "Menunggu giliran…",
    processing: "Memproses foto…",
    retry: "Coba lagi",
    retryLabel: "Coba unggah ulang {{name}}",
    cancel: "Batalkan",
    cancelLabel: "Batalkan unggahan {{name}}",
    announceDone: "{{name}} selesai diunggah.",
    announceFailed: "{{name}} gagal diunggah. {{message}}",
  },
  map: {
    legend: "Titik lokasi",
    mapLabel: "Peta lokasi properti",
    mapHint:
      "Klik atau ketuk peta, atau geser pin, untuk menandai lokasi. Dengan keyboard: geser peta dengan tombol panah, perbesar dengan + dan −, lalu pilih “Pasang pin di tengah peta”.",
    loading: "Memuat peta…",
    tilesFailed: "Peta tidak dapat dimuat. Isi koordinat secara manual.",
    pinAtCenter: "Pasang pin di tengah peta",
    clearPin: "Hapus pin",
    // Not {{lat}}/{{lng}}: `lng` is i18next's language option.
    pinned: "Pin terpasang di {{latitude}}, {{longitude}}.",
    notPinned: "Belum ada pin.",
    markerLabel: "Pin lokasi properti",
    zoomIn: "Perbesar peta",
    zoomOut: "Perkecil peta",
    latitude: "Lintang (latitude)",
    longitude: "Bujur (longitude)",
    latitudeHint: "Antara −90 dan 90, contoh −6.2.",
    longitudeHint: "Antara −180 dan 180, contoh 106.816666.",
  },
} as const;

addTexts({ listingFormMedia });
