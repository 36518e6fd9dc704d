import { describe, expect, it } from "vitest";
import {
  FIELD_LABELS,
  boolean,
  confirmMatch,
  date,
  duplicateSchedule,
  email,
  exactLength,
  greaterThan,
  integer,
  labelFor,
  max,
  maxLength,
  min,
  minLength,
  multipleOf,
  notInPast,
  number,
  oneOf,
  pattern,
  required,
  unique,
  validationMessages,
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
  notInParent,
  duplicateItem,
  forbiddenCharacter,
} from "./validation-messages";

describe("message builders", () => {
  it.each([
    [required("Email"), "Email wajib diisi."],
    [email(), "Format email tidak valid."],
    [minLength("Kata sandi", 8), "Kata sandi minimal 8 karakter."],
    [maxLength("Catatan", 160), "Catatan maksimal 160 karakter."],
    [exactLength("Nomor KTP", 16), "Nomor KTP harus 16 karakter."],
    [min("Jumlah", 10), "Jumlah minimal 10."],
    [max("Jumlah", 25), "Jumlah maksimal 25."],
    [greaterThan("Penghasilan", 0), "Penghasilan harus lebih dari 0."],
    [multipleOf("Jumlah", 5), "Jumlah harus kelipatan 5."],
    [pattern("Nomor HP"), "Format Nomor HP tidak valid."],
    [oneOf("Hari"), "Hari yang dipilih tidak valid."],
    [integer("Jumlah"), "Jumlah harus berupa bilangan bulat."],
    [number("Harga"), "Harga harus berupa angka."],
    [boolean("Ingat saya"), "Ingat saya harus bernilai ya atau tidak."],
    [date("Tanggal berakhir"), "Tanggal berakhir harus berupa tanggal yang valid."],
    [notInPast("Tanggal berakhir"), "Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
    [unique("Nama draf"), "Nama draf sudah digunakan."],
    [confirmMatch(), "Konfirmasi kata sandi tidak sama."],
    [duplicateSchedule(), "Hari dan jam ini sudah ada di jadwal."],
    [youtubeUrl(), "Link video harus berupa video YouTube atau YouTube Shorts."],
    [maxItems("Foto", 15), "Foto maksimal 15 item."],
    [unknownField("Warna"), "Kolom Warna tidak dikenal."],
    [digitsOnly("NIB"), "NIB hanya boleh berisi angka."],
    [exactDigits("Kode OTP", 6), "Kode OTP harus 6 digit."],
    [minDigits("Nomor rekening", 5), "Nomor rekening minimal 5 digit."],
    [maxDigits("Nomor NPWP", 15), "Nomor NPWP maksimal 15 digit."],
    [mobilePhone(), "Nomor HP harus nomor ponsel Indonesia yang valid, contoh 0812 3456 7890."],
    [uploadRequired("Foto KTP"), "Foto KTP wajib diunggah."],
    [sameAsOldPassword(), "Kata sandi baru tidak boleh sama dengan kata sandi lama."],
    [notInParent("Kecamatan", "Kota/Kabupaten"), "Kecamatan tidak berada di kota/kabupaten yang dipilih."],
    [duplicateItem("Media sosial"), "Media sosial tidak boleh dipilih lebih dari sekali."],
    [forbiddenCharacter("Judul listing"), "Judul listing berisi karakter yang tidak diizinkan."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("groups the same builders in one object", () => {
    expect(validationMessages.required).toBe(required);
    expect(validationMessages.email()).toBe(email());
  });
});

describe("FIELD_LABELS and labelFor", () => {
  it.each([
    ["email", "Email"],
    ["password", "Kata sandi"],
    ["remember", "Ingat saya"],
    ["name", "Nama lengkap"],
    ["phone_number", "Nomor HP"],
    ["otp", "Kode OTP"],
    ["amount", "Jumlah"],
    ["notes", "Catatan"],
    ["query", "Kata kunci"],
    ["province_id", "Provinsi"],
    ["city_id", "Kota/Kabupaten"],
    ["district_id", "Kecamatan"],
    ["ktp_number", "Nomor KTP"],
    ["ktp_photo_uuid", "Foto KTP"],
    ["npwp_photo_uuid", "Foto NPWP"],
    ["building_size", "Luas bangunan"],
  ])("%s → %s", (field, label) => {
    expect(labelFor(field)).toBe(label);
  });

  it("uses the last named segment of a path", () => {
    expect(labelFor("schedules.0.time")).toBe("Jam");
    expect(labelFor("products[1].qty")).toBe("Jumlah");
    expect(labelFor("selected_facilities.2.amount")).toBe("Jumlah");
  });

  it("humanises unknown fields", () => {
    expect(labelFor("building_permit_id")).toBe("Building permit");
    expect(labelFor("someCamelField")).toBe("Some camel field");
    expect(labelFor("x")).toBe("X");
    expect(labelFor("toString")).toBe("To string"); // not an inherited property
  });

  it("has no empty labels", () => {
    for (const [field, label] of Object.entries(FIELD_LABELS)) {
      expect(field).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(label.trim()).toBe(label);
      expect(label.length).toBeGreaterThan(0);
    }
  });
});
