import { formatRupiah } from "@griya/domain/format";
import { escapeHtml } from "../../platform/messaging/html.js";
import type { OutgoingMessage } from "../../platform/messaging/message.js";

// Indonesian e-mails of leads: to the agent for every new lead and every later message, and to the sales
// address for every KPR consultation request and every sales form (join as an agent, project registration, find a
// project). Each has a plain-text and an HTML part; every value a buyer typed
// is escaped, and messages arrive with their links neutralised (ADR 0025).

type Field = { label: string; value: string };

function fieldsText(fields: Field[]): string[] {
  return fields.map((f) => `${f.label}: ${f.value}`);
}

function fieldsHtml(fields: Field[]): string {
  const e = escapeHtml;
  const rows = fields.map(
    (f) =>
      `<tr><th align="left" valign="top" style="padding: 4px 12px 4px 0; color: #6b7280; font-weight: normal">${e(f.label)}</th>` +
      `<td style="padding: 4px 0; white-space: pre-wrap">${e(f.value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse: collapse">${rows.join("")}</table>`;
}

function email(opts: {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  fields: Field[];
  button: string;
  link: string;
}): OutgoingMessage {
  const e = escapeHtml;
  const text = [
    opts.greeting,
    "",
    opts.intro,
    "",
    ...fieldsText(opts.fields),
    "",
    `${opts.button}: ${opts.link}`,
    "",
    "Salam,",
    "Tim Griya",
  ].join("\n");
  const html = `<!doctype html>
<html lang="id"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${e(opts.greeting)}</p>
<p>${e(opts.intro)}</p>
${fieldsHtml(opts.fields)}
<p><a href="${e(opts.link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">${e(opts.button)}</a></p>
<p style="font-size: 13px; color: #6b7280">Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:<br>${e(opts.link)}</p>
<p>Salam,<br>Tim Griya</p>
</body></html>`;
  return { channel: "email", to: opts.to, subject: opts.subject, text, html, links: [opts.link], otp: null };
}

export type LeadEmail = {
  agentEmail: string;
  agentName: string;
  buyer: { name: string; phone: string; email: string };
  /** The new message, links neutralised. */
  message: string;
  /** null for a lead from the agent's own page. */
  listing: { title: string; listingNumber: string } | null;
  /** `${PUBLIC_URL}/leads/<uuid>` */
  link: string;
  /** A later message added to a lead of the last 24 hours. */
  followUp: boolean;
};

/** To the agent: a new lead, or a later message on one, with the buyer's details and a button to the lead. */
export function leadEmail(l: LeadEmail): OutgoingMessage {
  const about = l.listing ? `${l.listing.title} (${l.listing.listingNumber})` : "halaman agen Anda";
  return email({
    to: l.agentEmail,
    subject: l.followUp ? `Pesan lanjutan dari ${l.buyer.name}: ${about}` : `Lead baru dari ${l.buyer.name}: ${about}`,
    greeting: `Halo ${l.agentName},`,
    intro: l.followUp
      ? `${l.buyer.name} mengirim pesan lagi tentang ${about}. Balas segera: pembeli memilih agen yang cepat menjawab.`
      : `Ada calon pembeli yang menghubungi Anda lewat Griya tentang ${about}. Balas segera: pembeli memilih agen yang cepat menjawab.`,
    fields: [
      { label: "Nama", value: l.buyer.name },
      { label: "Nomor ponsel", value: l.buyer.phone },
      { label: "Email", value: l.buyer.email },
      ...(l.listing ? [{ label: "Listing", value: `${l.listing.title} (${l.listing.listingNumber})` }] : []),
      { label: "Pesan", value: l.message },
    ],
    button: "Buka lead",
    link: l.link,
  });
}

export type ConsultationEmail = {
  to: string;
  name: string;
  phone: string;
  email: string | null;
  loanAmount: number | null;
  tenureYears: number | null;
  monthlyIncome: number | null;
  message: string | null;
  listing: { title: string; listingNumber: string; link: string } | null;
  receivedAt: string;
};

const orDash = (value: string | null) => (value === null || value === "" ? "-" : value);
const rupiahOrDash = (value: number | null) => (value === null ? "-" : formatRupiah(value));

/** To the sales address: one KPR consultation request with every field and the listing's public page. */
export function consultationEmail(c: ConsultationEmail): OutgoingMessage {
  const fields: Field[] = [
    { label: "Nama", value: c.name },
    { label: "Nomor ponsel", value: c.phone },
    { label: "Email", value: orDash(c.email) },
    { label: "Jumlah pinjaman", value: rupiahOrDash(c.loanAmount) },
    { label: "Tenor", value: c.tenureYears === null ? "-" : `${c.tenureYears} tahun` },
    { label: "Penghasilan per bulan", value: rupiahOrDash(c.monthlyIncome) },
    { label: "Pesan", value: orDash(c.message) },
    { label: "Listing", value: c.listing ? `${c.listing.title} (${c.listing.listingNumber})` : "-" },
    { label: "Diterima", value: c.receivedAt },
  ];
  const subject = `Permintaan konsultasi KPR dari ${c.name}`;
  const intro = "Ada permintaan konsultasi KPR baru dari halaman listing Griya. Hubungi calon pembeli ini secepatnya.";
  if (c.listing) {
    return email({
      to: c.to,
      subject,
      greeting: "Halo Tim Sales,",
      intro,
      fields,
      button: "Lihat listing",
      link: c.listing.link,
    });
  }
  return salesEmail(c.to, subject, intro, fields);
}

/** A sales e-mail without a button: the greeting, why it came, every field. */
function salesEmail(to: string, subject: string, intro: string, fields: Field[]): OutgoingMessage {
  const e = escapeHtml;
  const text = ["Halo Tim Sales,", "", intro, "", ...fieldsText(fields), "", "Salam,", "Tim Griya"].join("\n");
  const html = `<!doctype html>
<html lang="id"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Halo Tim Sales,</p>
<p>${e(intro)}</p>
${fieldsHtml(fields)}
<p>Salam,<br>Tim Griya</p>
</body></html>`;
  return { channel: "email", to, subject, text, html, links: [], otp: null };
}

type SalesContact = {
  to: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  receivedAt: string;
};

const contactFields = (c: SalesContact): Field[] => [
  { label: "Nama", value: c.name },
  { label: "Email", value: c.email },
  { label: "Nomor ponsel", value: c.phone },
];

export type AgentRegistrationEmail = SalesContact & {
  agentType: string | null;
  officeName: string | null;
  city: string | null;
};

/** To the sales address: someone wants to join as an agent (the /agent-offerings form); no account exists yet. */
export function agentRegistrationEmail(a: AgentRegistrationEmail): OutgoingMessage {
  return salesEmail(
    a.to,
    `Minat bergabung sebagai agen dari ${a.name}`,
    "Ada calon agen yang ingin bergabung lewat halaman Penawaran Agen Griya. Hubungi dia secepatnya untuk membantu pendaftarannya.",
    [
      ...contactFields(a),
      { label: "Tipe agen", value: orDash(a.agentType) },
      { label: "Nama kantor", value: orDash(a.officeName) },
      { label: "Kota/Kabupaten", value: orDash(a.city) },
      { label: "Pesan", value: orDash(a.message) },
      { label: "Diterima", value: a.receivedAt },
    ],
  );
}

export type ProjectRegistrationEmail = SalesContact & { companyName: string; projectName: string; city: string | null };

/** To the sales address: a developer wants a project marketed on the portal (the /proyek form). */
export function projectRegistrationEmail(p: ProjectRegistrationEmail): OutgoingMessage {
  return salesEmail(
    p.to,
    `Pendaftaran proyek ${p.projectName} dari ${p.companyName}`,
    "Ada pengembang yang mendaftarkan proyeknya lewat halaman Proyek Griya. Hubungi dia secepatnya untuk membahas pemasarannya.",
    [
      ...contactFields(p),
      { label: "Nama perusahaan", value: p.companyName },
      { label: "Nama proyek", value: p.projectName },
      { label: "Kota/Kabupaten", value: orDash(p.city) },
      { label: "Pesan", value: orDash(p.message) },
      { label: "Diterima", value: p.receivedAt },
    ],
  );
}

export type FindProjectInquiryEmail = SalesContact & {
  propertyType: string | null;
  city: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
};

/** To the sales address: a buyer asks for help finding a new-build project (the /proyek form). */
export function findProjectInquiryEmail(f: FindProjectInquiryEmail): OutgoingMessage {
  return salesEmail(
    f.to,
    `Permintaan bantuan mencari proyek dari ${f.name}`,
    "Ada calon pembeli yang minta dibantu menemukan proyek lewat halaman Proyek Griya. Hubungi dia secepatnya dengan pilihan yang cocok.",
    [
      ...contactFields(f),
      { label: "Tipe properti", value: orDash(f.propertyType) },
      { label: "Kota/Kabupaten", value: orDash(f.city) },
      { label: "Anggaran minimal", value: rupiahOrDash(f.budgetMin) },
      { label: "Anggaran maksimal", value: rupiahOrDash(f.budgetMax) },
      { label: "Pesan", value: orDash(f.message) },
      { label: "Diterima", value: f.receivedAt },
    ],
  );
}

export type LeadConfirmation = {
  to: string;
  /** What the buyer wrote about, as the product names it (never the buyer's own words). */
  listing: { title: string; listingNumber: string } | null;
  agentName: string | null;
  kind: "enquiry" | "consultation";
  /** The listing's public page, or the agent's. */
  link: string;
};

/**
 * To the buyer: a short confirmation that names the listing and the agent (or the KPR team) and nothing the buyer
 * typed, not even their name, so the form cannot carry a stranger's text to any address it is given.
 */
export function leadConfirmationEmail(c: LeadConfirmation): OutgoingMessage {
  const about = c.listing ? `listing ${c.listing.title} (${c.listing.listingNumber})` : "halaman agen";
  const intro =
    c.kind === "enquiry"
      ? `Pesan Anda tentang ${about} sudah kami teruskan ke ${c.agentName ?? "agen"}. Agen akan menghubungi Anda melalui ponsel atau email.`
      : `Permintaan konsultasi KPR Anda${c.listing ? ` untuk ${about}` : ""} sudah kami terima. Tim KPR Griya akan segera menghubungi Anda.`;
  return email({
    to: c.to,
    subject: c.kind === "enquiry" ? "Pesan Anda sudah terkirim ke agen" : "Permintaan konsultasi KPR diterima",
    greeting: "Halo,",
    intro: `${intro} Anda menerima email ini karena alamat ini diisikan di formulir Griya; jika bukan Anda, abaikan saja.`,
    fields: [
      ...(c.listing ? [{ label: "Listing", value: `${c.listing.title} (${c.listing.listingNumber})` }] : []),
      ...(c.agentName ? [{ label: "Agen", value: c.agentName }] : []),
    ],
    button: c.listing ? "Lihat listing" : "Lihat halaman agen",
    link: c.link,
  });
}
