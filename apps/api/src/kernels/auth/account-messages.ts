import { escapeHtml } from "../../platform/messaging/html.js";
import type { OutgoingMessage } from "../../platform/messaging/message.js";

// Indonesian texts of the account e-mails and SMS. Each e-mail has a plain-text and an HTML part.

function emailWithButton(opts: {
  to: string;
  subject: string;
  name: string;
  intro: string;
  button: string;
  link: string;
  outro: string;
}): OutgoingMessage {
  const greeting = `Halo ${opts.name},`;
  const text = [greeting, "", opts.intro, "", opts.link, "", opts.outro, "", "Salam,", "Tim Griya"].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="id"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${e(greeting)}</p>
<p>${e(opts.intro)}</p>
<p><a href="${e(opts.link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">${e(opts.button)}</a></p>
<p style="font-size: 13px; color: #6b7280">Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:<br>${e(opts.link)}</p>
<p>${e(opts.outro)}</p>
<p>Salam,<br>Tim Griya</p>
</body></html>`;
  return { channel: "email", to: opts.to, subject: opts.subject, text, html, links: [opts.link], otp: null };
}

export function activationEmail(to: string, name: string, link: string, validHours: number): OutgoingMessage {
  return emailWithButton({
    to,
    name,
    link,
    subject: "Aktivasi akun Griya Anda",
    intro: `Terima kasih telah mendaftar sebagai agen Griya. Klik tautan di bawah ini untuk mengaktifkan akun Anda. Tautan berlaku ${validHours} jam dan hanya dapat digunakan sekali.`,
    button: "Aktifkan akun",
    outro: "Jika Anda tidak merasa mendaftar di Griya, abaikan email ini.",
  });
}

export function passwordResetEmail(to: string, name: string, link: string, validMinutes: number): OutgoingMessage {
  return emailWithButton({
    to,
    name,
    link,
    subject: "Atur ulang kata sandi Griya Anda",
    intro: `Kami menerima permintaan untuk mengatur ulang kata sandi akun Griya Anda. Klik tautan di bawah ini untuk membuat kata sandi baru. Tautan berlaku ${validMinutes} menit dan hanya dapat digunakan sekali.`,
    button: "Atur ulang kata sandi",
    outro: "Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini; kata sandi Anda tidak berubah.",
  });
}

export function otpSms(to: string, code: string, validMinutes: number): OutgoingMessage {
  return {
    channel: "sms",
    to,
    subject: null,
    text: `Kode OTP Griya Anda: ${code}. Berlaku ${validMinutes} menit. Jangan berikan kode ini kepada siapa pun.`,
    html: null,
    links: [],
    otp: code,
  };
}

/** "081377770013" → "0813****0013": enough for the owner to recognise, not a number to hand out. */
function maskPhone(phone: string): string {
  return phone.length <= 8 ? phone : `${phone.slice(0, 4)}${"*".repeat(phone.length - 8)}${phone.slice(-4)}`;
}

/** To the number that was replaced: the only warning an owner gets if someone else changed it. */
export function phoneChangedSms(oldPhone: string, newPhone: string, supportEmail: string): OutgoingMessage {
  return {
    channel: "sms",
    to: oldPhone,
    subject: null,
    text: `Nomor HP akun Griya Anda telah diganti menjadi ${maskPhone(newPhone)}. Jika bukan Anda yang menggantinya, segera hubungi ${supportEmail}.`,
    html: null,
    links: [],
    otp: null,
  };
}

export function phoneChangedEmail(to: string, name: string, newPhone: string, supportEmail: string): OutgoingMessage {
  const greeting = `Halo ${name},`;
  const body = `Nomor HP akun Griya Anda baru saja diganti menjadi ${maskPhone(newPhone)}. Kode OTP dan pemberitahuan selanjutnya dikirim ke nomor tersebut.`;
  const warning = `Jika bukan Anda yang menggantinya, segera atur ulang kata sandi Anda dan hubungi ${supportEmail}.`;
  const text = [greeting, "", body, "", warning, "", "Salam,", "Tim Griya"].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="id"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
<p>${e(warning)}</p>
<p>Salam,<br>Tim Griya</p>
</body></html>`;
  return { channel: "email", to, subject: "Nomor HP akun Griya Anda telah diganti", text, html, links: [], otp: null };
}
