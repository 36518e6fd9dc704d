-- The QR payload (EMVCo/QRIS text) a QR-paid method is settled with: the portal draws the code from it, so the
-- payer scans exactly what the gateway issued. QRIS payloads stay under 512 characters.
ALTER TABLE payments ADD COLUMN qr_string text CHECK (qr_string IS NULL OR char_length(qr_string) BETWEEN 1 AND 512);
