import { describe, expect, it } from "vitest";
import { consultationFormSchema, enquiryFormSchema, leadFormErrors } from "./lead-form-schemas";

const fine = { name: "Budi Santoso", phone: "+62 812-3456-7890", email: "budi@contoh.id", message: "Halo" };

describe("the enquiry form's rules", () => {
  it("name every mistake at once: an empty form is refused at every field, each with its label's word", () => {
    expect(leadFormErrors(enquiryFormSchema, { name: "", phone: "", email: "", message: "" })).toEqual({
      name: ["Nama wajib diisi."],
      phone: ["Nomor ponsel wajib diisi."],
      email: ["Email wajib diisi."],
      message: ["Pesan wajib diisi."],
    });
  });

  it("an empty name does not hide the phone's problem, nor a bad e-mail the others", () => {
    expect(leadFormErrors(enquiryFormSchema, { ...fine, name: "   ", phone: "12345", email: "budi@" })).toEqual({
      name: ["Nama wajib diisi."],
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      email: ["Format email tidak valid."],
    });
  });

  it("accepts a filled form and bounds the lengths", () => {
    expect(leadFormErrors(enquiryFormSchema, fine)).toEqual({});
    expect(leadFormErrors(enquiryFormSchema, { ...fine, name: "x".repeat(101), message: "x".repeat(1001) })).toEqual({
      name: ["Nama maksimal 100 karakter."],
      message: ["Pesan maksimal 1000 karakter."],
    });
  });
});

describe("the KPR consultation's rules", () => {
  it("require a name and a phone; an e-mail and a message are optional, a given e-mail must be one", () => {
    expect(leadFormErrors(consultationFormSchema, { name: "", phone: "" })).toEqual({
      name: ["Nama wajib diisi."],
      phone: ["Nomor ponsel wajib diisi."],
    });
    expect(leadFormErrors(consultationFormSchema, { name: "Budi", phone: "081234567890", email: null })).toEqual({});
    expect(leadFormErrors(consultationFormSchema, { name: "Budi", phone: "081234567890", email: "" })).toEqual({});
    expect(leadFormErrors(consultationFormSchema, { name: "Budi", phone: "0812", email: "budi" })).toEqual({
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      email: ["Format email tidak valid."],
    });
  });
});
